// case: reg.index-range/valid/ps_1_4/sweep_file-c_index-3 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_1_4/sweep_file-c_index-3 (assemble)
// expect: the tokens of valid-ps_1_4-sweep_file-c_index-3.bin
// origin: template reg_use {file: c, index: 3}
ps_1_4
mov r0, c3
mov r0, c0
