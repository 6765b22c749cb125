// case: exec.add/execute/vs_3_sw/add-basic (execute)
// expect: the outputs of execute-vs_3_sw-add-basic.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute add {inputs: basic}
vs_3_sw
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
add r0, r1, r2
mov o0, r0
