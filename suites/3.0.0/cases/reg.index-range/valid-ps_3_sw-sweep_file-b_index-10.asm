// case: reg.index-range/valid/ps_3_sw/sweep_file-b_index-10 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/sweep_file-b_index-10 (assemble)
// expect: the tokens of valid-ps_3_sw-sweep_file-b_index-10.bin
// origin: template reg_use {file: b, index: 10}
ps_3_sw
if b10
mov r0, c0
endif
mov oC0, c0
