// case: exec.mul/execute/ps_2_0/mul-large (execute)
// expect: the outputs of execute-ps_2_0-mul-large.outputs.json (tolerance 5.4931640625e0)
// origin: execute mul {inputs: large}
ps_2_0
mov r1, c0
mov r2, c1
mov r3, c2
mul r0, r1, r2
mov oC0, r0
