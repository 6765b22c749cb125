// case: reg.index-range/valid/ps_3_sw/sweep_file-i_index-2 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/sweep_file-i_index-2 (assemble)
// expect: the tokens of valid-ps_3_sw-sweep_file-i_index-2.bin
// origin: template reg_use {file: i, index: 2}
ps_3_sw
rep i2
mov r0, c0
endrep
mov oC0, c0
