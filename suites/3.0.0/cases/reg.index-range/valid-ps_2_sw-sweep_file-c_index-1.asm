// case: reg.index-range/valid/ps_2_sw/sweep_file-c_index-1 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_sw/sweep_file-c_index-1 (assemble)
// expect: the tokens of valid-ps_2_sw-sweep_file-c_index-1.bin
// origin: template reg_use {file: c, index: 1}
ps_2_sw
mov r0, c1
mov oC0, c0
