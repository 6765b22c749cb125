// case: mod.centroid/invalid/vs_1_1/op-add_res-centroid_ctx (validate)
// expect: invalid [mod.centroid]
// origin: template shift {op: add, res: centroid} + 5 random context instructions (seed 1 attempt 2)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add_centroid r0, r1, r1
mov oPos, v0
add r4, c1, c1
mul r5, r4, r4
mad r6, c1, c1, r5
mul r7, c6, r5
add r8, c2, c2
