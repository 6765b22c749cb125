// case: ps.oC.no-target-ignored/execute/ps_2_0/no-render-target-two-targets (execute)
// expect: the outputs of execute-ps_2_0-no-render-target-two-targets.outputs.json (tolerance 1.220703125e-4)
// origin: execute no-render-target {inputs: two-targets}
ps_2_0
mov oC0, c0
mov oC1, c1
