// case: reg.index-range/valid/ps_3_sw/sweep_file-r_index-8 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/sweep_file-r_index-8 (assemble)
// expect: the tokens of valid-ps_3_sw-sweep_file-r_index-8.bin
// origin: template reg_use {file: r, index: 8}
ps_3_sw
mov r8, c0
mov oC0, c0
