// case: reg.index-range/valid/ps_2_0/sweep_file-t_index-7 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_0/sweep_file-t_index-7 (assemble)
// expect: the tokens of valid-ps_2_0-sweep_file-t_index-7.bin
// origin: template reg_use {file: t, index: 7}
ps_2_0
dcl t7
mov r0, t7
mov oC0, c0
