// case: exec.dp4/execute/ps_3_0/dp4-basic (execute)
// expect: the outputs of execute-ps_3_0-dp4-basic.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute dp4 {inputs: basic}
ps_3_0
mov r1, c0
mov r2, c1
mov r3, c2
dp4 r0, r1, r2
mov oC0, r0
