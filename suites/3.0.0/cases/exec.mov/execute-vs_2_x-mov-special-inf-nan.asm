// case: exec.mov/execute/vs_2_x/mov-special-inf-nan (execute)
// expect: the outputs of execute-vs_2_x-mov-special-inf-nan.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute mov-special {inputs: inf-nan}
vs_2_x
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r1
mov oPos, r0
