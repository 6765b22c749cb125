// case: exec.mul/execute/vs_2_sw/mul-large (execute)
// expect: the outputs of execute-vs_2_sw-mul-large.outputs.json (tolerance 4.291534423828125e-2)
// origin: execute mul {inputs: large}
vs_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
mul r0, r1, r2
mov oPos, r0
