// case: reg.index-range/invalid/vs_2_sw/r_file-r_index-32_ctx (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: r, index: 32} + 1 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r32, c0
mov oPos, v0
mul r0, c4, c4
