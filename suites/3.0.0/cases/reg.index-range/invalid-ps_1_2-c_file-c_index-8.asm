// case: reg.index-range/invalid/ps_1_2/c_file-c_index-8 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: c, index: 8}
ps_1_2
mov r0, c8
mov r0, c0
