// case: swz.ps1/valid/ps_1_2/zzzz-alpha (validate)
// expect: valid
// case: swz.ps1/assemble/ps_1_2/zzzz-alpha (assemble)
// expect: the tokens of valid-ps_1_2-zzzz-alpha.bin
// origin: template op {ins: mov r0.a, r1.z}
ps_1_2
mov r1, c0
mov r0.a, r1.z
mov r0, c0
