// case: mod.centroid/valid/ps_3_0/op-add_ctx (validate)
// expect: valid
// case: mod.centroid/assemble/ps_3_0/op-add_ctx (assemble)
// expect: the tokens of valid-ps_3_0-op-add_ctx.bin
// origin: template shift {op: add} + 4 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov oC0, c0
mul r4, c0, c0
mad r5, c5, r4, r4
mul r6, c3, c3
add r7, c7, r6
