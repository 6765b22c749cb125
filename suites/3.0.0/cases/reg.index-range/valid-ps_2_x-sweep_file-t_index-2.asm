// case: reg.index-range/valid/ps_2_x/sweep_file-t_index-2 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_x/sweep_file-t_index-2 (assemble)
// expect: the tokens of valid-ps_2_x-sweep_file-t_index-2.bin
// origin: template reg_use {file: t, index: 2}
ps_2_x
dcl t2
mov r0, t2
mov oC0, c0
