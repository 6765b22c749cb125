// case: mask.dp3-ps1/valid/ps_1_4/lifted_ins-a (validate)
// expect: valid
// case: mask.dp3-ps1/assemble/ps_1_4/lifted_ins-a (assemble)
// expect: the tokens of valid-ps_1_4-lifted_ins-a.bin
// origin: template op {ins: a}
ps_1_4
mov r1, c0
dp3 r0.a, r1, c0
mov r0, c0
