// case: mod.centroid/invalid/ps_2_sw/op-add_res-centroid_ctx (validate)
// expect: invalid [mod.centroid]
// origin: template shift {op: add, res: centroid} + 4 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
add_centroid r0, r1, r1
mov oC0, c0
add r4, c3, c3
mov r5, c5
add r6, c4, r4
mul r7, r5, r5
