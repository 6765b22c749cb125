// case: reg.index-range/valid/ps_3_sw/sweep_file-b_index-6 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/sweep_file-b_index-6 (assemble)
// expect: the tokens of valid-ps_3_sw-sweep_file-b_index-6.bin
// origin: template reg_use {file: b, index: 6}
ps_3_sw
if b6
mov r0, c0
endif
mov oC0, c0
