// case: reg.index-range/valid/ps_3_sw/sweep_file-c_index-29 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/sweep_file-c_index-29 (assemble)
// expect: the tokens of valid-ps_3_sw-sweep_file-c_index-29.bin
// origin: template reg_use {file: c, index: 29}
ps_3_sw
mov r0, c29
mov oC0, c0
