// case: reg.index-range/valid/ps_3_sw/sweep_file-b_index-17 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/sweep_file-b_index-17 (assemble)
// expect: the tokens of valid-ps_3_sw-sweep_file-b_index-17.bin
// origin: template reg_use {file: b, index: 17}
ps_3_sw
if b17
mov r0, c0
endif
mov oC0, c0
