// case: exec.add/execute/vs_3_sw/abs-neg-basic (execute)
// expect: the outputs of execute-vs_3_sw-abs-neg-basic.outputs.json (tolerance 1.430511474609375e-6)
// origin: execute abs-neg {inputs: basic}
vs_3_sw
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
add r0, -r1_abs, r2
mov o0, r0
