// case: exec.mov/execute/ps_3_sw/mov-special-inf-nan (execute)
// expect: the outputs of execute-ps_3_sw-mov-special-inf-nan.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute mov-special {inputs: inf-nan}
ps_3_sw
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r1
mov oC0, r0
