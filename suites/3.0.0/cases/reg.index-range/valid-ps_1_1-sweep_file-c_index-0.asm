// case: reg.index-range/valid/ps_1_1/sweep_file-c_index-0 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_1_1/sweep_file-c_index-0 (assemble)
// expect: the tokens of valid-ps_1_1-sweep_file-c_index-0.bin
// origin: template reg_use {file: c, index: 0}
ps_1_1
mov r0, c0
mov r0, c0
