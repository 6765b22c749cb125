// case: exec.mul/execute/ps_2_sw/mul-basic (execute)
// expect: the outputs of execute-ps_2_sw-mul-basic.outputs.json (tolerance 6.103515625e-5)
// origin: execute mul {inputs: basic}
ps_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
mul r0, r1, r2
mov oC0, r0
