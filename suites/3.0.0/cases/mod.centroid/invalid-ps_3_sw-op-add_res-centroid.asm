// case: mod.centroid/invalid/ps_3_sw/op-add_res-centroid (validate)
// expect: invalid [mod.centroid]
// origin: template shift {op: add, res: centroid}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
add_centroid r0, r1, r1
mov oC0, c0
