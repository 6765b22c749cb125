// case: swz.ps20/valid/vs_2_0/any_op-mov_swz-xxxx_ctx (validate)
// expect: valid
// case: swz.ps20/assemble/vs_2_0/any_op-mov_swz-xxxx_ctx (assemble)
// expect: the tokens of valid-vs_2_0-any_op-mov_swz-xxxx_ctx.bin
// origin: template swizzle {op: mov, swz: xxxx} + 4 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.x
mov oPos, v0
add r4, c7, c7
mul r5, c5, r4
mul r6, c7, c7
mul r7, r6, c1
