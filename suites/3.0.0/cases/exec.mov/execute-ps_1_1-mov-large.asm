// case: exec.mov/execute/ps_1_1/mov-large (execute)
// expect: the outputs of execute-ps_1_1-mov-large.outputs.json (tolerance 1.5625e1)
// origin: execute mov {inputs: large}
ps_1_1
mov r1, c2
mov r0, c0
