// case: src.sgn-scratch/valid/vs_2_0/ins-plain_ctx (validate)
// expect: valid
// case: src.sgn-scratch/assemble/vs_2_0/ins-plain_ctx (assemble)
// expect: the tokens of valid-vs_2_0-ins-plain_ctx.bin
// origin: template op {ins: plain} + 2 random context instructions (seed 1 attempt 1)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sgn r0, r1, r2, r3
mov oPos, v0
mul r4, c3, c3
mad r5, c2, r4, c2
