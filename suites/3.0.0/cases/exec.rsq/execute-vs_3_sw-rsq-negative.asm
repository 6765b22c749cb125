// case: exec.rsq/execute/vs_3_sw/rsq-negative (execute)
// expect: the outputs of execute-vs_3_sw-rsq-negative.outputs.json (tolerance 7.62939453125e-6)
// origin: execute rsq {inputs: negative}
vs_3_sw
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
rsq r0, r1.x
mov o0, r0
