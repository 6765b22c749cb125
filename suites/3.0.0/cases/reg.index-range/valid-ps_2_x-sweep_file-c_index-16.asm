// case: reg.index-range/valid/ps_2_x/sweep_file-c_index-16 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_x/sweep_file-c_index-16 (assemble)
// expect: the tokens of valid-ps_2_x-sweep_file-c_index-16.bin
// origin: template reg_use {file: c, index: 16}
ps_2_x
mov r0, c16
mov oC0, c0
