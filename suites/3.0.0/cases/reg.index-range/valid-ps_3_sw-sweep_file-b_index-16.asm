// case: reg.index-range/valid/ps_3_sw/sweep_file-b_index-16 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/sweep_file-b_index-16 (assemble)
// expect: the tokens of valid-ps_3_sw-sweep_file-b_index-16.bin
// origin: template reg_use {file: b, index: 16}
ps_3_sw
if b16
mov r0, c0
endif
mov oC0, c0
