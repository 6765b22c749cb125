// case: reg.index-range/valid/ps_2_x/sweep_file-b_index-5 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_x/sweep_file-b_index-5 (assemble)
// expect: the tokens of valid-ps_2_x-sweep_file-b_index-5.bin
// origin: template reg_use {file: b, index: 5}
ps_2_x
if b5
mov r0, c0
endif
mov oC0, c0
