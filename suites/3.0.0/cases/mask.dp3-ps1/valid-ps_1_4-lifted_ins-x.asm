// case: mask.dp3-ps1/valid/ps_1_4/lifted_ins-x (validate)
// expect: valid
// case: mask.dp3-ps1/assemble/ps_1_4/lifted_ins-x (assemble)
// expect: the tokens of valid-ps_1_4-lifted_ins-x.bin
// origin: template op {ins: x}
ps_1_4
mov r1, c0
dp3 r0.x, r1, c0
mov r0, c0
