// case: mod.centroid/valid/vs_2_sw/op-add_ctx (validate)
// expect: valid
// case: mod.centroid/assemble/vs_2_sw/op-add_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-op-add_ctx.bin
// origin: template shift {op: add} + 5 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov oPos, v0
add r4, c5, c5
mov r5, c7
add r6, c5, r5
mad r7, r6, r4, r5
mov r8, c7
