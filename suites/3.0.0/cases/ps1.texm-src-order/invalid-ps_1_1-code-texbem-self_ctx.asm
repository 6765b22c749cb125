// case: ps1.texm-src-order/invalid/ps_1_1/code-texbem-self_ctx (validate)
// expect: invalid [ps1.texm-src-order]
// origin: template code {code: texbem-self} + 1 random context instructions (seed 1 attempt 0)
ps_1_1
tex t1
texbem t1, t1
mov r0, t1
mov r0, c0
add r1, c4, c4
