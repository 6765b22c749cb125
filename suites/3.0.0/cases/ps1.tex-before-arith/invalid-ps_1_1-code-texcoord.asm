// case: ps1.tex-before-arith/invalid/ps_1_1/code-texcoord (validate)
// expect: invalid [ps1.tex-before-arith]
// origin: template code {code: texcoord}
ps_1_1
mov r1, c0
texcoord t0
add r0, t0, r1
mov r0, c0
