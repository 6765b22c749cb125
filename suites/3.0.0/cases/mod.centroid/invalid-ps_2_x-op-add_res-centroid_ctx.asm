// case: mod.centroid/invalid/ps_2_x/op-add_res-centroid_ctx (validate)
// expect: invalid [mod.centroid]
// origin: template shift {op: add, res: centroid} + 4 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
add_centroid r0, r1, r1
mov oC0, c0
mul r4, c4, c4
add r5, c6, c6
add r6, r4, c6
add r7, c5, r4
