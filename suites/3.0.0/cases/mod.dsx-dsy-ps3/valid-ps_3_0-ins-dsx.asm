// case: mod.dsx-dsy-ps3/valid/ps_3_0/ins-dsx (validate)
// expect: valid
// case: mod.dsx-dsy-ps3/assemble/ps_3_0/ins-dsx (assemble)
// expect: the tokens of valid-ps_3_0-ins-dsx.bin
// origin: template op {ins: dsx}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
dsx r0, r1
mov oC0, c0
