// case: swz.dp2add-replicate/valid/ps_3_sw/ins-x (validate)
// expect: valid
// case: swz.dp2add-replicate/assemble/ps_3_sw/ins-x (assemble)
// expect: the tokens of valid-ps_3_sw-ins-x.bin
// origin: template op {ins: x}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
dp2add r0, r1, r2, r3.x
mov oC0, c0
