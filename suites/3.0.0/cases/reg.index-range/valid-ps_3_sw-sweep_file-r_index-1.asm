// case: reg.index-range/valid/ps_3_sw/sweep_file-r_index-1 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/sweep_file-r_index-1 (assemble)
// expect: the tokens of valid-ps_3_sw-sweep_file-r_index-1.bin
// origin: template reg_use {file: r, index: 1}
ps_3_sw
mov r1, c0
mov oC0, c0
