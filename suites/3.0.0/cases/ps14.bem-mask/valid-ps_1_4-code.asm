// case: ps14.bem-mask/valid/ps_1_4/code (validate)
// expect: valid
// case: ps14.bem-mask/assemble/ps_1_4/code (assemble)
// expect: the tokens of valid-ps_1_4-code.bin
// origin: template code {code: texld r1, t0 bem r2.rg, c0, r1 phase texld r3, t1}
ps_1_4
texld r1, t0
bem r2.rg, c0, r1
phase
texld r3, t1
mov r0, c0
