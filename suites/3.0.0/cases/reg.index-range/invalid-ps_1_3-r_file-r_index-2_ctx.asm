// case: reg.index-range/invalid/ps_1_3/r_file-r_index-2_ctx (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: r, index: 2} + 1 random context instructions (seed 1 attempt 0)
ps_1_3
mov r2, c0
mov r0, c0
mov r1, c0
