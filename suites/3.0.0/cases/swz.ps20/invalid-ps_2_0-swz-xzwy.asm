// case: swz.ps20/invalid/ps_2_0/swz-xzwy (validate)
// expect: invalid [swz.ps20]
// origin: template swizzle {swz: xzwy}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.xzwy
mov oC0, c0
