// case: exec.dp2add/execute/ps_2_x/dp2add-basic (execute)
// expect: the outputs of execute-ps_2_x-dp2add-basic.outputs.json (tolerance 5.4931640625e-4)
// origin: execute dp2add {inputs: basic}
ps_2_x
mov r1, c0
mov r2, c1
mov r3, c2
dp2add r0, r1, r2, r3.x
mov oC0, r0
