// case: reg.index-range/invalid/ps_1_4/r_file-r_index-6_ctx (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: r, index: 6} + 4 random context instructions (seed 1 attempt 0)
ps_1_4
mov r6, c0
mov r0, c0
mov r1, c0
mov r2, r1
mov r3, r2
mad r4, c7, c7, c7
