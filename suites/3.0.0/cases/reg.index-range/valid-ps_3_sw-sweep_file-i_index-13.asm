// case: reg.index-range/valid/ps_3_sw/sweep_file-i_index-13 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/sweep_file-i_index-13 (assemble)
// expect: the tokens of valid-ps_3_sw-sweep_file-i_index-13.bin
// origin: template reg_use {file: i, index: 13}
ps_3_sw
rep i13
mov r0, c0
endrep
mov oC0, c0
