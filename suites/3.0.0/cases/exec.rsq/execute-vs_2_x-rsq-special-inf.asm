// case: exec.rsq/execute/vs_2_x/rsq-special-inf (execute)
// expect: the outputs of execute-vs_2_x-rsq-special-inf.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute rsq-special {inputs: inf}
vs_2_x
mov r1, c0
mov r2, c1
mov r3, c2
rsq r0, r1.x
mov oPos, r0
