// case: src.direct-file/valid/ps_2_0/ins-r-c_ctx (validate)
// expect: valid
// case: src.direct-file/assemble/ps_2_0/ins-r-c_ctx (assemble)
// expect: the tokens of valid-ps_2_0-ins-r-c_ctx.bin
// origin: template op {ins: r-c} + 6 random context instructions (seed 1 attempt 1)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, c0
mov oC0, c0
add r4, c0, c0
mul r5, c4, c4
add r6, r5, r4
mov r7, r5
mad r8, c5, c5, r5
mul r9, c5, c5
