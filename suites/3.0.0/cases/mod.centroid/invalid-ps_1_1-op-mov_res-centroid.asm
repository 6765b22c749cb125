// case: mod.centroid/invalid/ps_1_1/op-mov_res-centroid (validate)
// expect: invalid [mod.centroid]
// origin: template shift {op: mov, res: centroid}
ps_1_1
mov r1, c0
mov_centroid r0, r1
mov r0, c0
