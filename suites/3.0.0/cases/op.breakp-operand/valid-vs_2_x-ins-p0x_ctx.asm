// case: op.breakp-operand/valid/vs_2_x/ins-p0x_ctx (validate)
// expect: valid
// case: op.breakp-operand/assemble/vs_2_x/ins-p0x_ctx (assemble)
// expect: the tokens of valid-vs_2_x-ins-p0x_ctx.bin
// origin: template op {ins: p0x} + 4 random context instructions (seed 1 attempt 1)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
rep i0
    breakp p0.x
endrep
mov oPos, v0
mul r0, c6, c6
add r4, r0, r0
mov r5, c7
mul r6, c3, r0
