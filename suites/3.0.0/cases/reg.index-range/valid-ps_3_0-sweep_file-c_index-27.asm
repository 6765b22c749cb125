// case: reg.index-range/valid/ps_3_0/sweep_file-c_index-27 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_0/sweep_file-c_index-27 (assemble)
// expect: the tokens of valid-ps_3_0-sweep_file-c_index-27.bin
// origin: template reg_use {file: c, index: 27}
ps_3_0
mov r0, c27
mov oC0, c0
