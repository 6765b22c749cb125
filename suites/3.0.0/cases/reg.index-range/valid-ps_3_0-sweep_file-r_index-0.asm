// case: reg.index-range/valid/ps_3_0/sweep_file-r_index-0 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_0/sweep_file-r_index-0 (assemble)
// expect: the tokens of valid-ps_3_0-sweep_file-r_index-0.bin
// origin: template reg_use {file: r, index: 0}
ps_3_0
mov r0, c0
mov oC0, c0
