// case: swz.ps20/valid/vs_3_sw/any_op-mov_swz-xxxx_ctx (validate)
// expect: valid
// case: swz.ps20/assemble/vs_3_sw/any_op-mov_swz-xxxx_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-any_op-mov_swz-xxxx_ctx.bin
// origin: template swizzle {op: mov, swz: xxxx} + 2 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.x
mov o0, v0
add r4, c0, c0
add r5, c5, r4
