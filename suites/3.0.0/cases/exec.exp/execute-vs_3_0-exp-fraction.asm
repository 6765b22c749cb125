// case: exec.exp/execute/vs_3_0/exp-fraction (execute)
// expect: the outputs of execute-vs_3_0-exp-fraction.outputs.json (tolerance 2.86102294921875e-6)
// origin: execute exp {inputs: fraction}
vs_3_0
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
exp r0, r1.x
mov o0, r0
