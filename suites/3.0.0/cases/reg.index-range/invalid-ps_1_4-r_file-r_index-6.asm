// case: reg.index-range/invalid/ps_1_4/r_file-r_index-6 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: r, index: 6}
ps_1_4
mov r6, c0
mov r0, c0
