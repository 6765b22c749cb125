// case: reg.index-range/invalid/ps_1_1/c_file-c_index-31 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: c, index: 31}
ps_1_1
mov r0, c31
mov r0, c0
