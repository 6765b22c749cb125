// case: reg.index-range/valid/ps_2_sw/c-sweep_file-c_index-128 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_sw/c-sweep_file-c_index-128 (assemble)
// expect: the tokens of valid-ps_2_sw-c-sweep_file-c_index-128.bin
// origin: template reg_use {file: c, index: 128}
ps_2_sw
mov r0, c128
mov oC0, c0
