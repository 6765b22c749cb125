// case: reg.index-range/valid/ps_1_2/sweep_file-c_index-4 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_1_2/sweep_file-c_index-4 (assemble)
// expect: the tokens of valid-ps_1_2-sweep_file-c_index-4.bin
// origin: template reg_use {file: c, index: 4}
ps_1_2
mov r0, c4
mov r0, c0
