// case: reg.index-range/valid/ps_2_sw/sweep_file-r_index-30 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_sw/sweep_file-r_index-30 (assemble)
// expect: the tokens of valid-ps_2_sw-sweep_file-r_index-30.bin
// origin: template reg_use {file: r, index: 30}
ps_2_sw
mov r30, c0
mov oC0, c0
