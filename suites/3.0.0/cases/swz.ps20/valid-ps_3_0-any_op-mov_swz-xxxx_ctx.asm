// case: swz.ps20/valid/ps_3_0/any_op-mov_swz-xxxx_ctx (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_0/any_op-mov_swz-xxxx_ctx (assemble)
// expect: the tokens of valid-ps_3_0-any_op-mov_swz-xxxx_ctx.bin
// origin: template swizzle {op: mov, swz: xxxx} + 4 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.x
mov oC0, c0
mul r4, c6, c6
add r5, r4, c7
mad r6, c3, c3, r4
mad r7, c2, c2, r4
