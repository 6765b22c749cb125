// case: ps.oC.no-target-ignored/execute/ps_3_sw/no-render-target-one-target (execute)
// expect: the outputs of execute-ps_3_sw-no-render-target-one-target.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute no-render-target {inputs: one-target}
ps_3_sw
mov oC0, c0
mov oC1, c1
