// case: ps.reg.no-uninit-read/valid/ps_3_sw/code_ctx (validate)
// expect: valid
// case: ps.reg.no-uninit-read/assemble/ps_3_sw/code_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-code_ctx.bin
// origin: template code {code: mov r5, c0 add r0, r5, c1} + 5 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r5, c0
add r0, r5, c1
mov oC0, c0
mad r1, c3, c3, c3
mul r2, c4, r1
add r3, c7, c7
mov r4, c6
mul r6, r3, r1
