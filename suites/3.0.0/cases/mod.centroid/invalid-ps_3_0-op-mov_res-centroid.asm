// case: mod.centroid/invalid/ps_3_0/op-mov_res-centroid (validate)
// expect: invalid [mod.centroid]
// origin: template shift {op: mov, res: centroid}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov_centroid r0, r1
mov oC0, c0
