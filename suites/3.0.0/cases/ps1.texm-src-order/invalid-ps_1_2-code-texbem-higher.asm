// case: ps1.texm-src-order/invalid/ps_1_2/code-texbem-higher (validate)
// expect: invalid [ps1.texm-src-order]
// origin: template code {code: texbem-higher}
ps_1_2
tex t2
texbem t1, t2
mov r0, t1
mov r0, c0
