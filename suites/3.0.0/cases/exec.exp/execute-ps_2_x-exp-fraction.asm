// case: exec.exp/execute/ps_2_x/exp-fraction (execute)
// expect: the outputs of execute-ps_2_x-exp-fraction.outputs.json (tolerance 9.1552734375e-5)
// origin: execute exp {inputs: fraction}
ps_2_x
mov r1, c0
mov r2, c1
mov r3, c2
exp r0, r1.x
mov oC0, r0
