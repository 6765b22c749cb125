// case: exec.sgn/execute/vs_3_0/sgn-basic (execute)
// expect: the outputs of execute-vs_3_0-sgn-basic.outputs.json (tolerance 3.337860107421875e-6)
// origin: execute sgn {inputs: basic}
vs_3_0
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
sgn r0, r1
mov o0, r0
