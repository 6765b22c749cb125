// case: ps.reg.no-uninit-read/valid/ps_2_x/code_ctx (validate)
// expect: valid
// case: ps.reg.no-uninit-read/assemble/ps_2_x/code_ctx (assemble)
// expect: the tokens of valid-ps_2_x-code_ctx.bin
// origin: template code {code: mov r5, c0 add r0, r5, c1} + 6 random context instructions (seed 1 attempt 0)
ps_2_x
mov r5, c0
add r0, r5, c1
mov oC0, c0
mul r1, c7, c7
mad r2, c5, c5, r1
mul r3, c4, c4
mul r4, c2, c2
add r6, c6, r1
mul r7, c1, r3
