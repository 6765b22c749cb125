// case: src.sgn-scratch/valid/vs_3_0/one-source_ins-sgn1_ctx (validate)
// expect: valid
// case: src.sgn-scratch/assemble/vs_3_0/one-source_ins-sgn1_ctx (assemble)
// expect: the tokens of valid-vs_3_0-one-source_ins-sgn1_ctx.bin
// origin: template op {ins: sgn1} + 4 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
sgn r0, r1
mov o0, v0
add r4, c5, c5
mov r5, r4
mov r6, c3
add r7, r6, c6
