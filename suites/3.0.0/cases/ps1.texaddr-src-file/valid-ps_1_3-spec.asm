// case: ps1.texaddr-src-file/valid/ps_1_3/spec (validate)
// expect: valid
// case: ps1.texaddr-src-file/assemble/ps_1_3/spec (assemble)
// expect: the tokens of valid-ps_1_3-spec.bin
// origin: template code {code: tex t0 texm3x3pad t1, t0 texm3x3pad t2, t0 texm3x3spec t3, t0, c0 mov r0, t3}
ps_1_3
tex t0
texm3x3pad t1, t0
texm3x3pad t2, t0
texm3x3spec t3, t0, c0
mov r0, t3
mov r0, c0
