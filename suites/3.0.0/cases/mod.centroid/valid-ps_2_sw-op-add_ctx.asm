// case: mod.centroid/valid/ps_2_sw/op-add_ctx (validate)
// expect: valid
// case: mod.centroid/assemble/ps_2_sw/op-add_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-op-add_ctx.bin
// origin: template shift {op: add} + 2 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov oC0, c0
add r4, c7, c7
mov r5, c3
