// case: ps1.texaddr-src-modifier/invalid/ps_1_1/code-bias (validate)
// expect: invalid [ps1.texaddr-src-modifier]
// origin: template code {code: bias}
ps_1_1
tex t0
texm3x3pad t1, t0_bias
texm3x3pad t2, t0
texm3x3tex t3, t0
mov r0, t3
mov r0, c0
