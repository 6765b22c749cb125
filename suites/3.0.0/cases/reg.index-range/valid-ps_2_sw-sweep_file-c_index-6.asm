// case: reg.index-range/valid/ps_2_sw/sweep_file-c_index-6 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_sw/sweep_file-c_index-6 (assemble)
// expect: the tokens of valid-ps_2_sw-sweep_file-c_index-6.bin
// origin: template reg_use {file: c, index: 6}
ps_2_sw
mov r0, c6
mov oC0, c0
