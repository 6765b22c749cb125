// case: ps1.r0-written/valid/ps_1_3/plain (validate)
// expect: valid
// case: ps1.r0-written/assemble/ps_1_3/plain (assemble)
// expect: the tokens of valid-ps_1_3-plain.bin
// origin: template plain {}
ps_1_3
mov r0, c0
