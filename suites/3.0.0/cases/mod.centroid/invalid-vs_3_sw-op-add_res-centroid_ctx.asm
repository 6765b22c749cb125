// case: mod.centroid/invalid/vs_3_sw/op-add_res-centroid_ctx (validate)
// expect: invalid [mod.centroid]
// origin: template shift {op: add, res: centroid} + 3 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add_centroid r0, r1, r1
mov o0, v0
mad r4, c4, c4, c4
add r5, c2, c2
mad r6, r4, r5, c6
