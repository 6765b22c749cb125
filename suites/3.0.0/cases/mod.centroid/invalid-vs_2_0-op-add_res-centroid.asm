// case: mod.centroid/invalid/vs_2_0/op-add_res-centroid (validate)
// expect: invalid [mod.centroid]
// origin: template shift {op: add, res: centroid}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add_centroid r0, r1, r1
mov oPos, v0
