// case: exec.rsq/execute/vs_1_1/rsq-special-nan (execute)
// expect: the outputs of execute-vs_1_1-rsq-special-nan.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute rsq-special {inputs: nan}
vs_1_1
mov r1, c0
mov r2, c1
mov r3, c2
rsq r0, r1.x
mov oPos, r0
