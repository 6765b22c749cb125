// case: swz.ps20/valid/vs_2_sw/any_op-add_swz-yyyw (validate)
// expect: valid
// case: swz.ps20/assemble/vs_2_sw/any_op-add_swz-yyyw (assemble)
// expect: the tokens of valid-vs_2_sw-any_op-add_swz-yyyw.bin
// origin: template swizzle {op: add, swz: yyyw}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.yyyw, r1
mov oPos, v0
