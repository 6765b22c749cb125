// case: reg.index-range/invalid/ps_2_x/r_file-r_index-32 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: r, index: 32}
ps_2_x
mov r32, c0
mov oC0, c0
