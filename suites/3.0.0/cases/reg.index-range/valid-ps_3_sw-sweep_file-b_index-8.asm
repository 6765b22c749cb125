// case: reg.index-range/valid/ps_3_sw/sweep_file-b_index-8 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/sweep_file-b_index-8 (assemble)
// expect: the tokens of valid-ps_3_sw-sweep_file-b_index-8.bin
// origin: template reg_use {file: b, index: 8}
ps_3_sw
if b8
mov r0, c0
endif
mov oC0, c0
