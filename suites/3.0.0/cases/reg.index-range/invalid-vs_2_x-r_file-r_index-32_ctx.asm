// case: reg.index-range/invalid/vs_2_x/r_file-r_index-32_ctx (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: r, index: 32} + 4 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r32, c0
mov oPos, v0
mov r0, c7
mov r1, c0
mad r2, r1, r0, r0
mul r3, c6, c6
