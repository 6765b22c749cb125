// case: exec.dp4/execute/ps_2_x/dp4-basic (execute)
// expect: the outputs of execute-ps_2_x-dp4-basic.outputs.json (tolerance 6.103515625e-5)
// origin: execute dp4 {inputs: basic}
ps_2_x
mov r1, c0
mov r2, c1
mov r3, c2
dp4 r0, r1, r2
mov oC0, r0
