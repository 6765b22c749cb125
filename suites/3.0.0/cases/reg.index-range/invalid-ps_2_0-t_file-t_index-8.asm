// case: reg.index-range/invalid/ps_2_0/t_file-t_index-8 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: t, index: 8}
ps_2_0
dcl t8
mov r0, t8
mov oC0, c0
