// case: reg.index-range/valid/ps_2_x/sweep_file-c_index-26 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_x/sweep_file-c_index-26 (assemble)
// expect: the tokens of valid-ps_2_x-sweep_file-c_index-26.bin
// origin: template reg_use {file: c, index: 26}
ps_2_x
mov r0, c26
mov oC0, c0
