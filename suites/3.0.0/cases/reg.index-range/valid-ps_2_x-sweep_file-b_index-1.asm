// case: reg.index-range/valid/ps_2_x/sweep_file-b_index-1 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_x/sweep_file-b_index-1 (assemble)
// expect: the tokens of valid-ps_2_x-sweep_file-b_index-1.bin
// origin: template reg_use {file: b, index: 1}
ps_2_x
if b1
mov r0, c0
endif
mov oC0, c0
