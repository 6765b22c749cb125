// case: reg.index-range/valid/ps_2_x/sweep_file-c_index-17 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_x/sweep_file-c_index-17 (assemble)
// expect: the tokens of valid-ps_2_x-sweep_file-c_index-17.bin
// origin: template reg_use {file: c, index: 17}
ps_2_x
mov r0, c17
mov oC0, c0
