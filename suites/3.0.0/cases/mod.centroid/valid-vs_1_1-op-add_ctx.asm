// case: mod.centroid/valid/vs_1_1/op-add_ctx (validate)
// expect: valid
// case: mod.centroid/assemble/vs_1_1/op-add_ctx (assemble)
// expect: the tokens of valid-vs_1_1-op-add_ctx.bin
// origin: template shift {op: add} + 6 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov oPos, v0
mul r4, c4, c4
mul r5, c4, r4
add r6, r5, c2
add r7, c5, c5
add r8, r7, c6
add r9, c5, r7
