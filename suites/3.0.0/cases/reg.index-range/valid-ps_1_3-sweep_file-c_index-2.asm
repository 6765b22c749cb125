// case: reg.index-range/valid/ps_1_3/sweep_file-c_index-2 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_1_3/sweep_file-c_index-2 (assemble)
// expect: the tokens of valid-ps_1_3-sweep_file-c_index-2.bin
// origin: template reg_use {file: c, index: 2}
ps_1_3
mov r0, c2
mov r0, c0
