// case: op.breakp-operand/valid/vs_2_sw/ins-p0x_ctx (validate)
// expect: valid
// case: op.breakp-operand/assemble/vs_2_sw/ins-p0x_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-ins-p0x_ctx.bin
// origin: template op {ins: p0x} + 6 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
rep i0
    breakp p0.x
endrep
mov oPos, v0
add r0, c6, c6
mov r4, r0
mov r5, r0
mad r6, c4, r5, r0
mov r7, c1
mov r8, c1
