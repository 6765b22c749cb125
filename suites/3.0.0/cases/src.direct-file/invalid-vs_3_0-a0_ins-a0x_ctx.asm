// case: src.direct-file/invalid/vs_3_0/a0_ins-a0x_ctx (validate)
// expect: invalid [src.direct-file]
// origin: template op {ins: a0x} + 6 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mova a0.x, r1.x
add r0, r1, a0.x
mov o0, v0
mov r4, c4
mad r5, r4, r4, r4
mad r6, c1, c1, r4
mad r7, c5, c5, r4
mul r8, r5, c0
mul r9, r7, r7
