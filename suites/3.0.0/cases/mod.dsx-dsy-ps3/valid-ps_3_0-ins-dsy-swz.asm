// case: mod.dsx-dsy-ps3/valid/ps_3_0/ins-dsy-swz (validate)
// expect: valid
// case: mod.dsx-dsy-ps3/assemble/ps_3_0/ins-dsy-swz (assemble)
// expect: the tokens of valid-ps_3_0-ins-dsy-swz.bin
// origin: template op {ins: dsy-swz}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
dsy r0, r1.yxzw
mov oC0, c0
