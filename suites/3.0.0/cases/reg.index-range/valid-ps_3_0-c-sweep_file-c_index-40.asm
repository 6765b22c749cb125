// case: reg.index-range/valid/ps_3_0/c-sweep_file-c_index-40 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_0/c-sweep_file-c_index-40 (assemble)
// expect: the tokens of valid-ps_3_0-c-sweep_file-c_index-40.bin
// origin: template reg_use {file: c, index: 40}
ps_3_0
mov r0, c40
mov oC0, c0
