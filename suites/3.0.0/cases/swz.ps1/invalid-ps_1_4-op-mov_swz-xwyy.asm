// case: swz.ps1/invalid/ps_1_4/op-mov_swz-xwyy (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: xwyy}
ps_1_4
mov r1, c0
mov r0, r1.xwyy
mov r0, c0
