// case: reg.index-range/valid/ps_2_sw/sweep_file-r_index-19 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_sw/sweep_file-r_index-19 (assemble)
// expect: the tokens of valid-ps_2_sw-sweep_file-r_index-19.bin
// origin: template reg_use {file: r, index: 19}
ps_2_sw
mov r19, c0
mov oC0, c0
