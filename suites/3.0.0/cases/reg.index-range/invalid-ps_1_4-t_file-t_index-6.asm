// case: reg.index-range/invalid/ps_1_4/t_file-t_index-6 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: t, index: 6}
ps_1_4
texcrd r0.xyz, t6
mov r0, c0
