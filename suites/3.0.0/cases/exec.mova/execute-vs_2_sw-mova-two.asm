// case: exec.mova/execute/vs_2_sw/mova-two (execute)
// expect: the outputs of execute-vs_2_sw-mova-two.outputs.json (tolerance 8.344650268554688e-7)
// origin: execute mova {inputs: two}
vs_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
mova a0.x, r1.x
mov r0, c[a0.x + 4]
mov oPos, r0
