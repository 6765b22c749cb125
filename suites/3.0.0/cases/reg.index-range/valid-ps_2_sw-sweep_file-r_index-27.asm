// case: reg.index-range/valid/ps_2_sw/sweep_file-r_index-27 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_sw/sweep_file-r_index-27 (assemble)
// expect: the tokens of valid-ps_2_sw-sweep_file-r_index-27.bin
// origin: template reg_use {file: r, index: 27}
ps_2_sw
mov r27, c0
mov oC0, c0
