// case: reg.index-range/valid/ps_2_sw/sweep_file-c_index-7 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_sw/sweep_file-c_index-7 (assemble)
// expect: the tokens of valid-ps_2_sw-sweep_file-c_index-7.bin
// origin: template reg_use {file: c, index: 7}
ps_2_sw
mov r0, c7
mov oC0, c0
