// case: swz.ps20/valid/vs_2_x/any_op-mov_swz-xxxx_ctx (validate)
// expect: valid
// case: swz.ps20/assemble/vs_2_x/any_op-mov_swz-xxxx_ctx (assemble)
// expect: the tokens of valid-vs_2_x-any_op-mov_swz-xxxx_ctx.bin
// origin: template swizzle {op: mov, swz: xxxx} + 4 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.x
mov oPos, v0
mul r4, c5, c5
mad r5, c2, c2, r4
mul r6, r4, r4
mov r7, r6
