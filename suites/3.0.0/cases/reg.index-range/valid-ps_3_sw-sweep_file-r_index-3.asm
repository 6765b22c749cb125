// case: reg.index-range/valid/ps_3_sw/sweep_file-r_index-3 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/sweep_file-r_index-3 (assemble)
// expect: the tokens of valid-ps_3_sw-sweep_file-r_index-3.bin
// origin: template reg_use {file: r, index: 3}
ps_3_sw
mov r3, c0
mov oC0, c0
