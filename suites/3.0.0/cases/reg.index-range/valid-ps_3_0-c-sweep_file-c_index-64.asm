// case: reg.index-range/valid/ps_3_0/c-sweep_file-c_index-64 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_0/c-sweep_file-c_index-64 (assemble)
// expect: the tokens of valid-ps_3_0-c-sweep_file-c_index-64.bin
// origin: template reg_use {file: c, index: 64}
ps_3_0
mov r0, c64
mov oC0, c0
