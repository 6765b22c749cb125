// case: exec.mul/execute/ps_1_2/mul-basic (execute)
// expect: the outputs of execute-ps_1_2-mul-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute mul {inputs: basic}
ps_1_2
mov r1, c2
mul r0, c0, c1
