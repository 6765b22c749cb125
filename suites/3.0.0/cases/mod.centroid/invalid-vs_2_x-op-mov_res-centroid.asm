// case: mod.centroid/invalid/vs_2_x/op-mov_res-centroid (validate)
// expect: invalid [mod.centroid]
// origin: template shift {op: mov, res: centroid}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov_centroid r0, r1
mov oPos, v0
