// case: src.direct-file/valid/ps_2_x/ins-r-c_ctx (validate)
// expect: valid
// case: src.direct-file/assemble/ps_2_x/ins-r-c_ctx (assemble)
// expect: the tokens of valid-ps_2_x-ins-r-c_ctx.bin
// origin: template op {ins: r-c} + 2 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, c0
mov oC0, c0
mul r4, c0, c0
add r5, c1, r4
