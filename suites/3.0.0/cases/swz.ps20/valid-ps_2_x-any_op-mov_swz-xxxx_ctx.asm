// case: swz.ps20/valid/ps_2_x/any_op-mov_swz-xxxx_ctx (validate)
// expect: valid
// case: swz.ps20/assemble/ps_2_x/any_op-mov_swz-xxxx_ctx (assemble)
// expect: the tokens of valid-ps_2_x-any_op-mov_swz-xxxx_ctx.bin
// origin: template swizzle {op: mov, swz: xxxx} + 4 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.x
mov oC0, c0
add r4, c5, c5
mad r5, c4, c4, r4
mov r6, r5
mov r7, r4
