// case: reg.index-range/invalid/vs_2_0/r_file-r_index-12_ctx (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: r, index: 12} + 3 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r12, c0
mov oPos, v0
mov r0, c0
add r1, r0, r0
mad r2, c5, r1, c5
