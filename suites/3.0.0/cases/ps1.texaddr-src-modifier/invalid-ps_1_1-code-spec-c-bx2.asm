// case: ps1.texaddr-src-modifier/invalid/ps_1_1/code-spec-c-bx2 (validate)
// expect: invalid [ps1.texaddr-src-modifier]
// origin: template code {code: spec-c-bx2}
ps_1_1
tex t0
texm3x3pad t1, t0
texm3x3pad t2, t0
texm3x3spec t3, t0, c0_bx2
mov r0, t3
mov r0, c0
