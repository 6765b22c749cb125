// case: reg.file-available/valid/ps_1_2/use_file-t_index-0 (validate)
// expect: valid
// case: reg.file-available/assemble/ps_1_2/use_file-t_index-0 (assemble)
// expect: the tokens of valid-ps_1_2-use_file-t_index-0.bin
// origin: template reg_use {file: t, index: 0}
ps_1_2
tex t0
mov r0, c0
