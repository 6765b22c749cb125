// case: exec.exp/execute/ps_3_sw/exp-fraction (execute)
// expect: the outputs of execute-ps_3_sw-exp-fraction.outputs.json (tolerance 2.86102294921875e-6)
// origin: execute exp {inputs: fraction}
ps_3_sw
mov r1, c0
mov r2, c1
mov r3, c2
exp r0, r1.x
mov oC0, r0
