// case: op.breakp-operand/valid/vs_3_0/ins-p0x_ctx (validate)
// expect: valid
// case: op.breakp-operand/assemble/vs_3_0/ins-p0x_ctx (assemble)
// expect: the tokens of valid-vs_3_0-ins-p0x_ctx.bin
// origin: template op {ins: p0x} + 4 random context instructions (seed 1 attempt 1)
vs_3_0
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
mul r0, c7, c7
add r4, c4, c4
mad r5, r0, r0, r4
add r6, r0, r0
