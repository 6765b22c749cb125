// case: reg.index-range/valid/ps_3_sw/sweep_file-r_index-15 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/sweep_file-r_index-15 (assemble)
// expect: the tokens of valid-ps_3_sw-sweep_file-r_index-15.bin
// origin: template reg_use {file: r, index: 15}
ps_3_sw
mov r15, c0
mov oC0, c0
