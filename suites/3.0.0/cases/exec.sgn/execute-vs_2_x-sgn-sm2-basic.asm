// case: exec.sgn/execute/vs_2_x/sgn-sm2-basic (execute)
// expect: the outputs of execute-vs_2_x-sgn-sm2-basic.outputs.json (tolerance 3.337860107421875e-6)
// origin: execute sgn-sm2 {inputs: basic}
vs_2_x
mov r1, c0
mov r2, c1
mov r3, c2
mov r4, r2
mov r5, r2
sgn r0, r1, r4, r5
mov oPos, r0
