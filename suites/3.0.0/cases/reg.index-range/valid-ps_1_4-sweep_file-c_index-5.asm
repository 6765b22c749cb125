// case: reg.index-range/valid/ps_1_4/sweep_file-c_index-5 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_1_4/sweep_file-c_index-5 (assemble)
// expect: the tokens of valid-ps_1_4-sweep_file-c_index-5.bin
// origin: template reg_use {file: c, index: 5}
ps_1_4
mov r0, c5
mov r0, c0
