// case: ps1.texaddr-src-file/invalid/ps_1_2/code-colour (validate)
// expect: invalid [ps1.texaddr-src-file]
// origin: template code {code: colour}
ps_1_2
texreg2ar t1, v0
mov r0, t1
mov r0, c0
