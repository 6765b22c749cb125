// case: slots.texture/valid/ps_1_4/n-1 (validate)
// expect: valid
// case: slots.texture/assemble/ps_1_4/n-1 (assemble)
// expect: the tokens of valid-ps_1_4-n-1.bin
// origin: template count {line: texld r1, t0, n: 1}
ps_1_4
texld r1, t0
mov r0, c0
