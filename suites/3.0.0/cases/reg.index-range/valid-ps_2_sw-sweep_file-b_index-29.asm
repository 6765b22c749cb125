// case: reg.index-range/valid/ps_2_sw/sweep_file-b_index-29 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_sw/sweep_file-b_index-29 (assemble)
// expect: the tokens of valid-ps_2_sw-sweep_file-b_index-29.bin
// origin: template reg_use {file: b, index: 29}
ps_2_sw
if b29
mov r0, c0
endif
mov oC0, c0
