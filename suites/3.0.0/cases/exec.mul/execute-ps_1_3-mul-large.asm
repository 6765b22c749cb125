// case: exec.mul/execute/ps_1_3/mul-large (execute)
// expect: the outputs of execute-ps_1_3-mul-large.outputs.json (tolerance 4.6875e0)
// origin: execute mul {inputs: large}
ps_1_3
mov r1, c2
mul r0, c0, c1
