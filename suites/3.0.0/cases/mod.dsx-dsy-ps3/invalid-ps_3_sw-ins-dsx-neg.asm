// case: mod.dsx-dsy-ps3/invalid/ps_3_sw/ins-dsx-neg (validate)
// expect: invalid [mod.dsx-dsy-ps3]
// origin: template op {ins: dsx-neg}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
dsx r0, -r1
mov oC0, c0
