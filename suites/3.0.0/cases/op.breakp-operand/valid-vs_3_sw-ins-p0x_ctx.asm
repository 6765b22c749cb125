// case: op.breakp-operand/valid/vs_3_sw/ins-p0x_ctx (validate)
// expect: valid
// case: op.breakp-operand/assemble/vs_3_sw/ins-p0x_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-ins-p0x_ctx.bin
// origin: template op {ins: p0x} + 5 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
rep i0
    breakp p0.x
endrep
mov o0, v0
mov r0, c4
mul r4, r0, c3
mov r5, c4
add r6, c0, r0
mad r7, r0, r5, c0
