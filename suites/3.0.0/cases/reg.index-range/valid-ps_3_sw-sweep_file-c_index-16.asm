// case: reg.index-range/valid/ps_3_sw/sweep_file-c_index-16 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/sweep_file-c_index-16 (assemble)
// expect: the tokens of valid-ps_3_sw-sweep_file-c_index-16.bin
// origin: template reg_use {file: c, index: 16}
ps_3_sw
mov r0, c16
mov oC0, c0
