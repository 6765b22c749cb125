// case: exec.dp4/execute/ps_1_2/dp4-basic (execute)
// expect: the outputs of execute-ps_1_2-dp4-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute dp4 {inputs: basic}
ps_1_2
mov r1, c2
dp4 r0, c0, c1
