// case: src.direct-file/invalid/vs_1_1/a0_ins-a0x_ctx (validate)
// expect: invalid [src.direct-file]
// origin: template op {ins: a0x} + 1 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov a0.x, c0.x
add r0, r1, a0.x
mov oPos, v0
mul r4, c5, c5
