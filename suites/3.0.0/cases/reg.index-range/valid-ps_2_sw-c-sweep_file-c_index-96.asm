// case: reg.index-range/valid/ps_2_sw/c-sweep_file-c_index-96 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_sw/c-sweep_file-c_index-96 (assemble)
// expect: the tokens of valid-ps_2_sw-c-sweep_file-c_index-96.bin
// origin: template reg_use {file: c, index: 96}
ps_2_sw
mov r0, c96
mov oC0, c0
