// case: swz.ps20/valid/vs_3_0/any_op-mov_swz-yyxx (validate)
// expect: valid
// case: swz.ps20/assemble/vs_3_0/any_op-mov_swz-yyxx (assemble)
// expect: the tokens of valid-vs_3_0-any_op-mov_swz-yyxx.bin
// origin: template swizzle {op: mov, swz: yyxx}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.yyxx
mov o0, v0
