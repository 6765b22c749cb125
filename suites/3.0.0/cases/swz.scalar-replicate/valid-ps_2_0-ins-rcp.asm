// case: swz.scalar-replicate/valid/ps_2_0/ins-rcp (validate)
// expect: valid
// case: swz.scalar-replicate/assemble/ps_2_0/ins-rcp (assemble)
// expect: the tokens of valid-ps_2_0-ins-rcp.bin
// origin: template op {ins: rcp}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
rcp r0, r1.x
mov oC0, c0
