// case: mod.centroid/invalid/ps_1_4/op-add_res-centroid_ctx (validate)
// expect: invalid [mod.centroid]
// origin: template shift {op: add, res: centroid} + 4 random context instructions (seed 1 attempt 0)
ps_1_4
mov r1, c0
add_centroid r0, r1, r1
mov r0, c0
mov r2, c0
mad r3, r2, r2, c7
mov r4, r3
mad r5, r4, r2, r2
