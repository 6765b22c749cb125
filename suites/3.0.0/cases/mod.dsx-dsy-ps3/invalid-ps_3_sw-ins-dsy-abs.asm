// case: mod.dsx-dsy-ps3/invalid/ps_3_sw/ins-dsy-abs (validate)
// expect: invalid [mod.dsx-dsy-ps3]
// origin: template op {ins: dsy-abs}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
dsy r0, r1_abs
mov oC0, c0
