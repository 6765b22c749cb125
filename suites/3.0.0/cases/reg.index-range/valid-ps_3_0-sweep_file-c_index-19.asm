// case: reg.index-range/valid/ps_3_0/sweep_file-c_index-19 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_0/sweep_file-c_index-19 (assemble)
// expect: the tokens of valid-ps_3_0-sweep_file-c_index-19.bin
// origin: template reg_use {file: c, index: 19}
ps_3_0
mov r0, c19
mov oC0, c0
