// case: ps.reg.no-uninit-read-2x/valid/ps_3_sw/code_ctx (validate)
// expect: valid
// case: ps.reg.no-uninit-read-2x/assemble/ps_3_sw/code_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-code_ctx.bin
// origin: template code {code: mov r5, c0 add r0, r5, c1} + 2 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r5, c0
add r0, r5, c1
mov oC0, c0
mul r1, c0, c0
mad r2, r1, c1, r1
