// case: swz.ps20/invalid/ps_2_0/swz-wywx (validate)
// expect: invalid [swz.ps20]
// origin: template swizzle {swz: wywx}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.wywx
mov oC0, c0
