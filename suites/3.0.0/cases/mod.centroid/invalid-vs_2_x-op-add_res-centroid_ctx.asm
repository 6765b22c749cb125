// case: mod.centroid/invalid/vs_2_x/op-add_res-centroid_ctx (validate)
// expect: invalid [mod.centroid]
// origin: template shift {op: add, res: centroid} + 3 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add_centroid r0, r1, r1
mov oPos, v0
mov r4, c7
mul r5, r4, c3
mad r6, c0, c0, r4
