// case: mod.centroid/invalid/ps_3_0/op-add_res-centroid_ctx (validate)
// expect: invalid [mod.centroid]
// origin: template shift {op: add, res: centroid} + 4 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
add_centroid r0, r1, r1
mov oC0, c0
add r4, c1, c1
mov r5, r4
add r6, r5, c2
mul r7, r4, c4
