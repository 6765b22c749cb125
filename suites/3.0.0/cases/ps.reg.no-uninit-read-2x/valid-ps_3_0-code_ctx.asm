// case: ps.reg.no-uninit-read-2x/valid/ps_3_0/code_ctx (validate)
// expect: valid
// case: ps.reg.no-uninit-read-2x/assemble/ps_3_0/code_ctx (assemble)
// expect: the tokens of valid-ps_3_0-code_ctx.bin
// origin: template code {code: mov r5, c0 add r0, r5, c1} + 3 random context instructions (seed 1 attempt 0)
ps_3_0
mov r5, c0
add r0, r5, c1
mov oC0, c0
add r1, c3, c3
mul r2, r1, r1
mul r3, r2, c6
