// case: exec.mov/execute/ps_3_0/mov-basic (execute)
// expect: the outputs of execute-ps_3_0-mov-basic.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute mov {inputs: basic}
ps_3_0
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r1
mov oC0, r0
