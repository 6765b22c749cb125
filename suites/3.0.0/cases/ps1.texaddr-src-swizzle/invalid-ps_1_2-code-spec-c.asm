// case: ps1.texaddr-src-swizzle/invalid/ps_1_2/code-spec-c (validate)
// expect: invalid [ps1.texaddr-src-swizzle]
// origin: template code {code: spec-c}
ps_1_2
tex t0
texm3x3pad t1, t0
texm3x3pad t2, t0
texm3x3spec t3, t0, c0.w
mov r0, t3
mov r0, c0
