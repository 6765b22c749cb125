// case: ps1.texaddr-src-modifier/invalid/ps_1_1/code-texbem-bx2 (validate)
// expect: invalid [ps1.texaddr-src-modifier]
// origin: template code {code: texbem-bx2}
ps_1_1
tex t0
texbem t1, t0_bx2
mov r0, t1
mov r0, c0
