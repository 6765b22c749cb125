// case: swz.ps20/valid/vs_2_x/any_op-mov_swz-wwwx (validate)
// expect: valid
// case: swz.ps20/assemble/vs_2_x/any_op-mov_swz-wwwx (assemble)
// expect: the tokens of valid-vs_2_x-any_op-mov_swz-wwwx.bin
// origin: template swizzle {op: mov, swz: wwwx}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.wwwx
mov oPos, v0
