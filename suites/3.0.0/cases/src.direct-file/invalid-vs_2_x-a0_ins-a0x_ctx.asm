// case: src.direct-file/invalid/vs_2_x/a0_ins-a0x_ctx (validate)
// expect: invalid [src.direct-file]
// origin: template op {ins: a0x} + 6 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mova a0.x, r1.x
add r0, r1, a0.x
mov oPos, v0
mov r4, c1
mov r5, r4
mov r6, c4
mov r7, c2
add r8, r7, c6
add r9, r4, r5
