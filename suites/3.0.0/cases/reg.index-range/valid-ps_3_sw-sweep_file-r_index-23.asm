// case: reg.index-range/valid/ps_3_sw/sweep_file-r_index-23 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/sweep_file-r_index-23 (assemble)
// expect: the tokens of valid-ps_3_sw-sweep_file-r_index-23.bin
// origin: template reg_use {file: r, index: 23}
ps_3_sw
mov r23, c0
mov oC0, c0
