// case: reg.index-range/valid/ps_2_sw/sweep_file-b_index-24 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_sw/sweep_file-b_index-24 (assemble)
// expect: the tokens of valid-ps_2_sw-sweep_file-b_index-24.bin
// origin: template reg_use {file: b, index: 24}
ps_2_sw
if b24
mov r0, c0
endif
mov oC0, c0
