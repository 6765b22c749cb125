// case: exec.mova/execute/vs_2_sw/mova-zero (execute)
// expect: the outputs of execute-vs_2_sw-mova-zero.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute mova {inputs: zero}
vs_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
mova a0.x, r1.x
mov r0, c[a0.x + 4]
mov oPos, r0
