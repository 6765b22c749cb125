// case: reg.index-range/valid/ps_3_0/sweep_file-c_index-25 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_0/sweep_file-c_index-25 (assemble)
// expect: the tokens of valid-ps_3_0-sweep_file-c_index-25.bin
// origin: template reg_use {file: c, index: 25}
ps_3_0
mov r0, c25
mov oC0, c0
