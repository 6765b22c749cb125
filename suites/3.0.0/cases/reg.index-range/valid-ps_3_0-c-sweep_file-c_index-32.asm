// case: reg.index-range/valid/ps_3_0/c-sweep_file-c_index-32 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_0/c-sweep_file-c_index-32 (assemble)
// expect: the tokens of valid-ps_3_0-c-sweep_file-c_index-32.bin
// origin: template reg_use {file: c, index: 32}
ps_3_0
mov r0, c32
mov oC0, c0
