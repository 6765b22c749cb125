// case: reg.index-range/valid/ps_2_sw/sweep_file-c_index-27 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_sw/sweep_file-c_index-27 (assemble)
// expect: the tokens of valid-ps_2_sw-sweep_file-c_index-27.bin
// origin: template reg_use {file: c, index: 27}
ps_2_sw
mov r0, c27
mov oC0, c0
