// case: swz.ps1/invalid/ps_1_2/op-mov_swz-ywyx (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: ywyx}
ps_1_2
mov r1, c0
mov r0, r1.ywyx
mov r0, c0
