// case: reg.index-range/valid/ps_3_0/sweep_file-b_index-15 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_0/sweep_file-b_index-15 (assemble)
// expect: the tokens of valid-ps_3_0-sweep_file-b_index-15.bin
// origin: template reg_use {file: b, index: 15}
ps_3_0
if b15
mov r0, c0
endif
mov oC0, c0
