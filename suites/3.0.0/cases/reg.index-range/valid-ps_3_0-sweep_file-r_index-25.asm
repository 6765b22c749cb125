// case: reg.index-range/valid/ps_3_0/sweep_file-r_index-25 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_0/sweep_file-r_index-25 (assemble)
// expect: the tokens of valid-ps_3_0-sweep_file-r_index-25.bin
// origin: template reg_use {file: r, index: 25}
ps_3_0
mov r25, c0
mov oC0, c0
