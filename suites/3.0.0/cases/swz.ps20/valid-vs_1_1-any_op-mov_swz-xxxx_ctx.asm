// case: swz.ps20/valid/vs_1_1/any_op-mov_swz-xxxx_ctx (validate)
// expect: valid
// case: swz.ps20/assemble/vs_1_1/any_op-mov_swz-xxxx_ctx (assemble)
// expect: the tokens of valid-vs_1_1-any_op-mov_swz-xxxx_ctx.bin
// origin: template swizzle {op: mov, swz: xxxx} + 6 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.x
mov oPos, v0
mov r4, c1
add r5, r4, r4
mad r6, r5, c5, r4
add r7, r6, r6
mov r8, c5
mad r9, r7, r8, r4
