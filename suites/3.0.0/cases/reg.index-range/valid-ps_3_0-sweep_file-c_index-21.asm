// case: reg.index-range/valid/ps_3_0/sweep_file-c_index-21 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_0/sweep_file-c_index-21 (assemble)
// expect: the tokens of valid-ps_3_0-sweep_file-c_index-21.bin
// origin: template reg_use {file: c, index: 21}
ps_3_0
mov r0, c21
mov oC0, c0
