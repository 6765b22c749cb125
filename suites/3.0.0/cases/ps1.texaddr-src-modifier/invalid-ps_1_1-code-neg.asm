// case: ps1.texaddr-src-modifier/invalid/ps_1_1/code-neg (validate)
// expect: invalid [ps1.texaddr-src-modifier]
// origin: template code {code: neg}
ps_1_1
tex t0
texm3x2pad t1, -t0
texm3x2tex t2, t0
mov r0, t2
mov r0, c0
