// case: reg.index-range/valid/ps_3_0/sweep_file-r_index-14 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_0/sweep_file-r_index-14 (assemble)
// expect: the tokens of valid-ps_3_0-sweep_file-r_index-14.bin
// origin: template reg_use {file: r, index: 14}
ps_3_0
mov r14, c0
mov oC0, c0
