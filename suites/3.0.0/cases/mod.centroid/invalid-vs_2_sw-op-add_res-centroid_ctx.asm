// case: mod.centroid/invalid/vs_2_sw/op-add_res-centroid_ctx (validate)
// expect: invalid [mod.centroid]
// origin: template shift {op: add, res: centroid} + 5 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add_centroid r0, r1, r1
mov oPos, v0
add r4, c0, c0
mov r5, r4
add r6, c6, r5
mad r7, r4, c0, c0
mad r8, c2, c2, c2
