// case: exec.sgn/execute/vs_3_sw/sgn-basic (execute)
// expect: the outputs of execute-vs_3_sw-sgn-basic.outputs.json (tolerance 3.337860107421875e-6)
// origin: execute sgn {inputs: basic}
vs_3_sw
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
sgn r0, r1
mov o0, r0
