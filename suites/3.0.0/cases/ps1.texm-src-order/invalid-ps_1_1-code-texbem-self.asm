// case: ps1.texm-src-order/invalid/ps_1_1/code-texbem-self (validate)
// expect: invalid [ps1.texm-src-order]
// origin: template code {code: texbem-self}
ps_1_1
tex t1
texbem t1, t1
mov r0, t1
mov r0, c0
