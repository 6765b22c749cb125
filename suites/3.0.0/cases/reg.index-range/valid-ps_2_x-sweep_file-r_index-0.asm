// case: reg.index-range/valid/ps_2_x/sweep_file-r_index-0 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_x/sweep_file-r_index-0 (assemble)
// expect: the tokens of valid-ps_2_x-sweep_file-r_index-0.bin
// origin: template reg_use {file: r, index: 0}
ps_2_x
mov r0, c0
mov oC0, c0
