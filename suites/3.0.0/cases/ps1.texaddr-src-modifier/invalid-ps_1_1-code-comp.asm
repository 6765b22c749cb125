// case: ps1.texaddr-src-modifier/invalid/ps_1_1/code-comp (validate)
// expect: invalid [ps1.texaddr-src-modifier]
// origin: template code {code: comp}
ps_1_1
tex t0
texreg2ar t1, 1-t0
mov r0, t1
mov r0, c0
