// case: mod.centroid/invalid/ps_3_sw/op-add_res-centroid_ctx (validate)
// expect: invalid [mod.centroid]
// origin: template shift {op: add, res: centroid} + 5 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
add_centroid r0, r1, r1
mov oC0, c0
mov r4, c0
mov r5, c0
mov r6, c5
mov r7, c3
mov r8, c7
