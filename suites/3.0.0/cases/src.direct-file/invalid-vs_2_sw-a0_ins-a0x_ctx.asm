// case: src.direct-file/invalid/vs_2_sw/a0_ins-a0x_ctx (validate)
// expect: invalid [src.direct-file]
// origin: template op {ins: a0x} + 3 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mova a0.x, r1.x
add r0, r1, a0.x
mov oPos, v0
mad r4, c2, c2, c2
add r5, c0, r4
mad r6, r5, c2, c2
