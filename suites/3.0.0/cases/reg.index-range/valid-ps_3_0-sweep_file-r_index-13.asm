// case: reg.index-range/valid/ps_3_0/sweep_file-r_index-13 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_0/sweep_file-r_index-13 (assemble)
// expect: the tokens of valid-ps_3_0-sweep_file-r_index-13.bin
// origin: template reg_use {file: r, index: 13}
ps_3_0
mov r13, c0
mov oC0, c0
