// case: swz.ps20/valid/vs_2_0/any_op-add_swz-wzzw (validate)
// expect: valid
// case: swz.ps20/assemble/vs_2_0/any_op-add_swz-wzzw (assemble)
// expect: the tokens of valid-vs_2_0-any_op-add_swz-wzzw.bin
// origin: template swizzle {op: add, swz: wzzw}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.wzzw, r1
mov oPos, v0
