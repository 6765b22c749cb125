// case: slots.texture/valid/ps_1_1/n-4 (validate)
// expect: valid
// case: slots.texture/assemble/ps_1_1/n-4 (assemble)
// expect: the tokens of valid-ps_1_1-n-4.bin
// origin: template count {line: tex t0, n: 4}
ps_1_1
tex t0
tex t0
tex t0
tex t0
mov r0, c0
