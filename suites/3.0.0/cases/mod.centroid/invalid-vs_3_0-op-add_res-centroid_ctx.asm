// case: mod.centroid/invalid/vs_3_0/op-add_res-centroid_ctx (validate)
// expect: invalid [mod.centroid]
// origin: template shift {op: add, res: centroid} + 2 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add_centroid r0, r1, r1
mov o0, v0
mov r4, c1
mul r5, c1, c1
