// case: reg.index-range/invalid/ps_2_sw/r_file-r_index-32_ctx (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: r, index: 32} + 3 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r32, c0
mov oC0, c0
add r0, c3, c3
mov r1, c0
mov r2, r1
