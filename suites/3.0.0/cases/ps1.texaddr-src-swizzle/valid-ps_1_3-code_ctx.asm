// case: ps1.texaddr-src-swizzle/valid/ps_1_3/code_ctx (validate)
// expect: valid
// case: ps1.texaddr-src-swizzle/assemble/ps_1_3/code_ctx (assemble)
// expect: the tokens of valid-ps_1_3-code_ctx.bin
// origin: template code {code: tex t0 texreg2gb t1, t0 mov r0, t1} + 1 random context instructions (seed 1 attempt 0)
ps_1_3
tex t0
texreg2gb t1, t0
mov r0, t1
mov r0, c0
mad r1, c7, c7, c7
