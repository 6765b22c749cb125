// case: reg.index-range/valid/ps_3_sw/sweep_file-i_index-26 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/sweep_file-i_index-26 (assemble)
// expect: the tokens of valid-ps_3_sw-sweep_file-i_index-26.bin
// origin: template reg_use {file: i, index: 26}
ps_3_sw
rep i26
mov r0, c0
endrep
mov oC0, c0
