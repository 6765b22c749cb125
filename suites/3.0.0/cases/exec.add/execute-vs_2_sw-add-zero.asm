// case: exec.add/execute/vs_2_sw/add-zero (execute)
// expect: the outputs of execute-vs_2_sw-add-zero.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute add {inputs: zero}
vs_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
add r0, r1, r2
mov oPos, r0
