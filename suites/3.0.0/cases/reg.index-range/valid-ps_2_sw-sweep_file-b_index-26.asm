// case: reg.index-range/valid/ps_2_sw/sweep_file-b_index-26 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_sw/sweep_file-b_index-26 (assemble)
// expect: the tokens of valid-ps_2_sw-sweep_file-b_index-26.bin
// origin: template reg_use {file: b, index: 26}
ps_2_sw
if b26
mov r0, c0
endif
mov oC0, c0
