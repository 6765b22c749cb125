// case: src.direct-file/invalid/vs_3_sw/a0_ins-a0x_ctx (validate)
// expect: invalid [src.direct-file]
// origin: template op {ins: a0x} + 5 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mova a0.x, r1.x
add r0, r1, a0.x
mov o0, v0
mul r4, c4, c4
mul r5, c2, c2
mul r6, r5, c0
mov r7, c4
mul r8, r6, c0
