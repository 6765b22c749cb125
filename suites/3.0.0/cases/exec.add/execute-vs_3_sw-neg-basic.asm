// case: exec.add/execute/vs_3_sw/neg-basic (execute)
// expect: the outputs of execute-vs_3_sw-neg-basic.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute neg {inputs: basic}
vs_3_sw
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
add r0, -r3, r2
mov o0, r0
