// case: mod.centroid/invalid/ps_2_sw/op-mul_res-centroid (validate)
// expect: invalid [mod.centroid]
// origin: template shift {op: mul, res: centroid}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mul_centroid r0, r1, r1
mov oC0, c0
