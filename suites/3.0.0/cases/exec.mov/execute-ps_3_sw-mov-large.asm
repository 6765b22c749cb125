// case: exec.mov/execute/ps_3_sw/mov-large (execute)
// expect: the outputs of execute-ps_3_sw-mov-large.outputs.json (tolerance 4.76837158203125e-4)
// origin: execute mov {inputs: large}
ps_3_sw
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r1
mov oC0, r0
