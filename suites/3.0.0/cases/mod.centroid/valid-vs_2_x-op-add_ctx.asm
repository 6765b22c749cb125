// case: mod.centroid/valid/vs_2_x/op-add_ctx (validate)
// expect: valid
// case: mod.centroid/assemble/vs_2_x/op-add_ctx (assemble)
// expect: the tokens of valid-vs_2_x-op-add_ctx.bin
// origin: template shift {op: add} + 6 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov oPos, v0
add r4, c4, c4
add r5, c4, r4
mov r6, c1
mov r7, c2
add r8, r7, c4
add r9, c1, c1
