// case: reg.index-range/valid/ps_2_sw/c-sweep_file-c_index-88 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_sw/c-sweep_file-c_index-88 (assemble)
// expect: the tokens of valid-ps_2_sw-c-sweep_file-c_index-88.bin
// origin: template reg_use {file: c, index: 88}
ps_2_sw
mov r0, c88
mov oC0, c0
