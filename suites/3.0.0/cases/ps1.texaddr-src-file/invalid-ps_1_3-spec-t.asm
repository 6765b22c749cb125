// case: ps1.texaddr-src-file/invalid/ps_1_3/spec-t (validate)
// expect: invalid [ps1.texaddr-src-file]
// origin: template code {code: tex t0 texm3x3pad t1, t0 texm3x3pad t2, t0 texm3x3spec t3, t0, t0 mov r0, t3}
ps_1_3
tex t0
texm3x3pad t1, t0
texm3x3pad t2, t0
texm3x3spec t3, t0, t0
mov r0, t3
mov r0, c0
