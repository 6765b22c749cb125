// case: reg.index-range/valid/ps_2_0/sweep_file-c_index-9 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_0/sweep_file-c_index-9 (assemble)
// expect: the tokens of valid-ps_2_0-sweep_file-c_index-9.bin
// origin: template reg_use {file: c, index: 9}
ps_2_0
mov r0, c9
mov oC0, c0
