// case: reg.index-range/valid/ps_1_2/sweep_file-r_index-1 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_1_2/sweep_file-r_index-1 (assemble)
// expect: the tokens of valid-ps_1_2-sweep_file-r_index-1.bin
// origin: template reg_use {file: r, index: 1}
ps_1_2
mov r1, c0
mov r0, c0
