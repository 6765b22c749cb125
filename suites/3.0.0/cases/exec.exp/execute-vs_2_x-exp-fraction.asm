// case: exec.exp/execute/vs_2_x/exp-fraction (execute)
// expect: the outputs of execute-vs_2_x-exp-fraction.outputs.json (tolerance 2.86102294921875e-6)
// origin: execute exp {inputs: fraction}
vs_2_x
mov r1, c0
mov r2, c1
mov r3, c2
exp r0, r1.x
mov oPos, r0
