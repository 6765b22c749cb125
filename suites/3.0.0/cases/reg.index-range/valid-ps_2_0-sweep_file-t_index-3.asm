// case: reg.index-range/valid/ps_2_0/sweep_file-t_index-3 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_0/sweep_file-t_index-3 (assemble)
// expect: the tokens of valid-ps_2_0-sweep_file-t_index-3.bin
// origin: template reg_use {file: t, index: 3}
ps_2_0
dcl t3
mov r0, t3
mov oC0, c0
