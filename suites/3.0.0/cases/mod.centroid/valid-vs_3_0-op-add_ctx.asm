// case: mod.centroid/valid/vs_3_0/op-add_ctx (validate)
// expect: valid
// case: mod.centroid/assemble/vs_3_0/op-add_ctx (assemble)
// expect: the tokens of valid-vs_3_0-op-add_ctx.bin
// origin: template shift {op: add} + 4 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov o0, v0
add r4, c3, c3
add r5, c7, r4
add r6, r5, r4
mov r7, c4
