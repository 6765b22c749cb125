// case: mod.centroid/valid/vs_3_sw/op-add_ctx (validate)
// expect: valid
// case: mod.centroid/assemble/vs_3_sw/op-add_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-op-add_ctx.bin
// origin: template shift {op: add} + 3 random context instructions (seed 1 attempt 1)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov o0, v0
mad r4, c1, c1, c1
mad r5, r4, r4, c1
mul r6, r5, r5
