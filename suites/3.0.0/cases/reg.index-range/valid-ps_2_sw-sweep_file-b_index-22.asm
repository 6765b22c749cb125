// case: reg.index-range/valid/ps_2_sw/sweep_file-b_index-22 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_sw/sweep_file-b_index-22 (assemble)
// expect: the tokens of valid-ps_2_sw-sweep_file-b_index-22.bin
// origin: template reg_use {file: b, index: 22}
ps_2_sw
if b22
mov r0, c0
endif
mov oC0, c0
