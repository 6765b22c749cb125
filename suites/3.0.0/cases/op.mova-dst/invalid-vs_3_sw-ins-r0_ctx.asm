// case: op.mova-dst/invalid/vs_3_sw/ins-r0_ctx (validate)
// expect: invalid [op.mova-dst]
// origin: template op {ins: r0} + 5 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mova r0, r1
mov o0, v0
mov r4, c3
mad r5, c2, r4, c2
mul r6, r5, r4
mad r7, c7, c7, r5
add r8, c7, r7
