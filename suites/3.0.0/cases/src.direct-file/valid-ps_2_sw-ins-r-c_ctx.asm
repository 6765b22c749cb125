// case: src.direct-file/valid/ps_2_sw/ins-r-c_ctx (validate)
// expect: valid
// case: src.direct-file/assemble/ps_2_sw/ins-r-c_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-ins-r-c_ctx.bin
// origin: template op {ins: r-c} + 6 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, c0
mov oC0, c0
mov r4, c6
mul r5, c6, c6
mad r6, c5, c5, r4
mov r7, r5
mul r8, r7, r4
mad r9, r8, r8, c5
