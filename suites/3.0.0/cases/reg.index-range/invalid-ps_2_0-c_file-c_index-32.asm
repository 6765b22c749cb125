// case: reg.index-range/invalid/ps_2_0/c_file-c_index-32 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: c, index: 32}
ps_2_0
mov r0, c32
mov oC0, c0
