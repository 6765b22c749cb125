// case: reg.index-range/valid/ps_2_sw/sweep_file-b_index-2 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_sw/sweep_file-b_index-2 (assemble)
// expect: the tokens of valid-ps_2_sw-sweep_file-b_index-2.bin
// origin: template reg_use {file: b, index: 2}
ps_2_sw
if b2
mov r0, c0
endif
mov oC0, c0
