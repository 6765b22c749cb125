// case: reg.index-range/valid/ps_2_x/sweep_file-b_index-15 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_x/sweep_file-b_index-15 (assemble)
// expect: the tokens of valid-ps_2_x-sweep_file-b_index-15.bin
// origin: template reg_use {file: b, index: 15}
ps_2_x
if b15
mov r0, c0
endif
mov oC0, c0
