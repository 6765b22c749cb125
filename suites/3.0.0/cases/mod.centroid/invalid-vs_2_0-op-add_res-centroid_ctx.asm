// case: mod.centroid/invalid/vs_2_0/op-add_res-centroid_ctx (validate)
// expect: invalid [mod.centroid]
// origin: template shift {op: add, res: centroid} + 6 random context instructions (seed 1 attempt 1)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add_centroid r0, r1, r1
mov oPos, v0
mov r4, c6
mad r5, c6, c6, r4
add r6, c0, c0
mov r7, r6
add r8, r7, r7
mov r9, c1
