// case: reg.index-range/valid/ps_3_0/sweep_file-b_index-12 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_0/sweep_file-b_index-12 (assemble)
// expect: the tokens of valid-ps_3_0-sweep_file-b_index-12.bin
// origin: template reg_use {file: b, index: 12}
ps_3_0
if b12
mov r0, c0
endif
mov oC0, c0
