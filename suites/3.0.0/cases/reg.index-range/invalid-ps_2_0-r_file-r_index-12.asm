// case: reg.index-range/invalid/ps_2_0/r_file-r_index-12 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: r, index: 12}
ps_2_0
mov r12, c0
mov oC0, c0
