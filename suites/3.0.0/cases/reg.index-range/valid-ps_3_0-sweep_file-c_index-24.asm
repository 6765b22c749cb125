// case: reg.index-range/valid/ps_3_0/sweep_file-c_index-24 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_0/sweep_file-c_index-24 (assemble)
// expect: the tokens of valid-ps_3_0-sweep_file-c_index-24.bin
// origin: template reg_use {file: c, index: 24}
ps_3_0
mov r0, c24
mov oC0, c0
