// case: mod.centroid/invalid/ps_1_2/op-add_res-centroid_ctx (validate)
// expect: invalid [mod.centroid]
// origin: template shift {op: add, res: centroid} + 2 random context instructions (seed 1 attempt 0)
ps_1_2
mov r1, c0
add_centroid r0, r1, r1
mov r0, c0
nop
nop
