// case: reg.index-range/valid/ps_2_x/sweep_file-c_index-21 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_x/sweep_file-c_index-21 (assemble)
// expect: the tokens of valid-ps_2_x-sweep_file-c_index-21.bin
// origin: template reg_use {file: c, index: 21}
ps_2_x
mov r0, c21
mov oC0, c0
