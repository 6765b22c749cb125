// case: mod.centroid/invalid/ps_2_0/op-add_res-centroid_ctx (validate)
// expect: invalid [mod.centroid]
// origin: template shift {op: add, res: centroid} + 1 random context instructions (seed 1 attempt 2)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
add_centroid r0, r1, r1
mov oC0, c0
mov r4, c7
