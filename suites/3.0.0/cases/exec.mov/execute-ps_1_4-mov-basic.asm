// case: exec.mov/execute/ps_1_4/mov-basic (execute)
// expect: the outputs of execute-ps_1_4-mov-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute mov {inputs: basic}
ps_1_4
mov r1, c2
mov r0, c0
