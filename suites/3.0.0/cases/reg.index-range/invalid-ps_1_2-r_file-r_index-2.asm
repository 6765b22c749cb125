// case: reg.index-range/invalid/ps_1_2/r_file-r_index-2 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: r, index: 2}
ps_1_2
mov r2, c0
mov r0, c0
