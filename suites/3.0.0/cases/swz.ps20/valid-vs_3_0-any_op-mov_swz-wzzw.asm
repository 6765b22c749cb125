// case: swz.ps20/valid/vs_3_0/any_op-mov_swz-wzzw (validate)
// expect: valid
// case: swz.ps20/assemble/vs_3_0/any_op-mov_swz-wzzw (assemble)
// expect: the tokens of valid-vs_3_0-any_op-mov_swz-wzzw.bin
// origin: template swizzle {op: mov, swz: wzzw}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.wzzw
mov o0, v0
