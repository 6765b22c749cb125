// case: exec.dp2add/execute/ps_3_0/dp2add-basic (execute)
// expect: the outputs of execute-ps_3_0-dp2add-basic.outputs.json (tolerance 4.291534423828125e-6)
// origin: execute dp2add {inputs: basic}
ps_3_0
mov r1, c0
mov r2, c1
mov r3, c2
dp2add r0, r1, r2, r3.x
mov oC0, r0
