// case: reg.index-range/valid/ps_2_x/sweep_file-t_index-4 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_x/sweep_file-t_index-4 (assemble)
// expect: the tokens of valid-ps_2_x-sweep_file-t_index-4.bin
// origin: template reg_use {file: t, index: 4}
ps_2_x
dcl t4
mov r0, t4
mov oC0, c0
