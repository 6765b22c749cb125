// case: reg.index-range/valid/ps_3_sw/sweep_file-b_index-27 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/sweep_file-b_index-27 (assemble)
// expect: the tokens of valid-ps_3_sw-sweep_file-b_index-27.bin
// origin: template reg_use {file: b, index: 27}
ps_3_sw
if b27
mov r0, c0
endif
mov oC0, c0
