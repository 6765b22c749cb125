// case: reg.index-range/valid/ps_1_4/sweep_file-r_index-2 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_1_4/sweep_file-r_index-2 (assemble)
// expect: the tokens of valid-ps_1_4-sweep_file-r_index-2.bin
// origin: template reg_use {file: r, index: 2}
ps_1_4
mov r2, c0
mov r0, c0
