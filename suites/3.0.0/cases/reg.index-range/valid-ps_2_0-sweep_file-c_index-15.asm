// case: reg.index-range/valid/ps_2_0/sweep_file-c_index-15 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_0/sweep_file-c_index-15 (assemble)
// expect: the tokens of valid-ps_2_0-sweep_file-c_index-15.bin
// origin: template reg_use {file: c, index: 15}
ps_2_0
mov r0, c15
mov oC0, c0
