// case: ps1.texm-src-order/invalid/ps_1_3/code-texreg2ar (validate)
// expect: invalid [ps1.texm-src-order]
// origin: template code {code: texreg2ar}
ps_1_3
tex t2
texreg2ar t1, t2
mov r0, t1
mov r0, c0
