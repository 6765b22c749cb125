// case: reg.index-range/valid/ps_2_sw/sweep_file-c_index-23 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_sw/sweep_file-c_index-23 (assemble)
// expect: the tokens of valid-ps_2_sw-sweep_file-c_index-23.bin
// origin: template reg_use {file: c, index: 23}
ps_2_sw
mov r0, c23
mov oC0, c0
