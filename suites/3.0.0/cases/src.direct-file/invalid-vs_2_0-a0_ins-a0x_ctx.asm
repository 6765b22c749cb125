// case: src.direct-file/invalid/vs_2_0/a0_ins-a0x_ctx (validate)
// expect: invalid [src.direct-file]
// origin: template op {ins: a0x} + 5 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mova a0.x, r1.x
add r0, r1, a0.x
mov oPos, v0
mov r4, c5
add r5, r4, r4
mad r6, r4, c3, c3
mul r7, r6, c5
mad r8, r7, c6, c6
