// case: reg.index-range/valid/ps_2_x/sweep_file-r_index-28 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_x/sweep_file-r_index-28 (assemble)
// expect: the tokens of valid-ps_2_x-sweep_file-r_index-28.bin
// origin: template reg_use {file: r, index: 28}
ps_2_x
mov r28, c0
mov oC0, c0
