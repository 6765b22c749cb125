// case: exec.mov/execute/vs_1_1/mov-large (execute)
// expect: the outputs of execute-vs_1_1-mov-large.outputs.json (tolerance 4.76837158203125e-4)
// origin: execute mov {inputs: large}
vs_1_1
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r1
mov oPos, r0
