// case: reg.index-range/valid/ps_2_x/sweep_file-r_index-20 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_x/sweep_file-r_index-20 (assemble)
// expect: the tokens of valid-ps_2_x-sweep_file-r_index-20.bin
// origin: template reg_use {file: r, index: 20}
ps_2_x
mov r20, c0
mov oC0, c0
