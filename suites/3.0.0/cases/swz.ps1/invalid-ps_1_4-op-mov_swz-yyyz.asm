// case: swz.ps1/invalid/ps_1_4/op-mov_swz-yyyz (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: yyyz}
ps_1_4
mov r1, c0
mov r0, r1.yyyz
mov r0, c0
