// case: ps1.texaddr-src-swizzle/valid/ps_1_3/code (validate)
// expect: valid
// case: ps1.texaddr-src-swizzle/assemble/ps_1_3/code (assemble)
// expect: the tokens of valid-ps_1_3-code.bin
// origin: template code {code: tex t0 texreg2gb t1, t0 mov r0, t1}
ps_1_3
tex t0
texreg2gb t1, t0
mov r0, t1
mov r0, c0
