// case: swz.ps1/invalid/ps_1_4/op-mov_swz-yyxw (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: yyxw}
ps_1_4
mov r1, c0
mov r0, r1.yyxw
mov r0, c0
