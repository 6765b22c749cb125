// case: exec.mul/execute/vs_3_0/mul-special-inf-nan (execute)
// expect: the outputs of execute-vs_3_0-mul-special-inf-nan.outputs.json (tolerance 1.430511474609375e-6)
// origin: execute mul-special {inputs: inf-nan}
vs_3_0
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
mul r0, r1, r2
mov o0, r0
