// case: reg.index-range/valid/ps_3_sw/sweep_file-c_index-13 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/sweep_file-c_index-13 (assemble)
// expect: the tokens of valid-ps_3_sw-sweep_file-c_index-13.bin
// origin: template reg_use {file: c, index: 13}
ps_3_sw
mov r0, c13
mov oC0, c0
