// case: reg.index-range/invalid/vs_3_sw/r_file-r_index-32_ctx (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: r, index: 32} + 2 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r32, c0
mov o0, v0
mad r0, c2, c2, c2
mov r1, r0
