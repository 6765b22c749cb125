// case: swz.ps20/valid/vs_2_sw/any_op-mov_swz-xxxx_ctx (validate)
// expect: valid
// case: swz.ps20/assemble/vs_2_sw/any_op-mov_swz-xxxx_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-any_op-mov_swz-xxxx_ctx.bin
// origin: template swizzle {op: mov, swz: xxxx} + 6 random context instructions (seed 1 attempt 1)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.x
mov oPos, v0
mul r4, c5, c5
add r5, c0, c0
mad r6, c4, c4, c4
mul r7, c3, r5
mad r8, c6, r4, c6
mul r9, c3, c3
