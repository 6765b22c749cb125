// case: swz.ps20/valid/vs_2_0/any_op-mov_swz-zyxz (validate)
// expect: valid
// case: swz.ps20/assemble/vs_2_0/any_op-mov_swz-zyxz (assemble)
// expect: the tokens of valid-vs_2_0-any_op-mov_swz-zyxz.bin
// origin: template swizzle {op: mov, swz: zyxz}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.zyxz
mov oPos, v0
