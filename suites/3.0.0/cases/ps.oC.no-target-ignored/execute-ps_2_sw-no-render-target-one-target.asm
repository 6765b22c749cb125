// case: ps.oC.no-target-ignored/execute/ps_2_sw/no-render-target-one-target (execute)
// expect: the outputs of execute-ps_2_sw-no-render-target-one-target.outputs.json (tolerance 6.103515625e-5)
// origin: execute no-render-target {inputs: one-target}
ps_2_sw
mov oC0, c0
mov oC1, c1
