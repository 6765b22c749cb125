// case: exec.mov/execute/ps_2_0/mov-large (execute)
// expect: the outputs of execute-ps_2_0-mov-large.outputs.json (tolerance 6.103515625e-2)
// origin: execute mov {inputs: large}
ps_2_0
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r1
mov oC0, r0
