// case: mod.centroid/invalid/ps_1_4/op-add_res-centroid (validate)
// expect: invalid [mod.centroid]
// origin: template shift {op: add, res: centroid}
ps_1_4
mov r1, c0
add_centroid r0, r1, r1
mov r0, c0
