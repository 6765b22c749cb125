// case: exec.rsq/execute/vs_3_0/rsq-special-nan (execute)
// expect: the outputs of execute-vs_3_0-rsq-special-nan.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute rsq-special {inputs: nan}
vs_3_0
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
rsq r0, r1.x
mov o0, r0
