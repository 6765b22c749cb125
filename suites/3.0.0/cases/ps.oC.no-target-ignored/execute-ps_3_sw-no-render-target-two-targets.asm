// case: ps.oC.no-target-ignored/execute/ps_3_sw/no-render-target-two-targets (execute)
// expect: the outputs of execute-ps_3_sw-no-render-target-two-targets.outputs.json (tolerance 9.5367431640625e-7)
// origin: execute no-render-target {inputs: two-targets}
ps_3_sw
mov oC0, c0
mov oC1, c1
