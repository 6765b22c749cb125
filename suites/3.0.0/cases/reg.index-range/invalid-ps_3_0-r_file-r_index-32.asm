// case: reg.index-range/invalid/ps_3_0/r_file-r_index-32 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: r, index: 32}
ps_3_0
mov r32, c0
mov oC0, c0
