// case: reg.index-range/invalid/ps_3_0/r_file-r_index-32_ctx (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: r, index: 32} + 2 random context instructions (seed 1 attempt 0)
ps_3_0
mov r32, c0
mov oC0, c0
mul r0, c0, c0
mov r1, c0
