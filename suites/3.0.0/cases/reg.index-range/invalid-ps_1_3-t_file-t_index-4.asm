// case: reg.index-range/invalid/ps_1_3/t_file-t_index-4 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: t, index: 4}
ps_1_3
tex t4
mov r0, c0
