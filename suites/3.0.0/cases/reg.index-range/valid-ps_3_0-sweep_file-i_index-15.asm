// case: reg.index-range/valid/ps_3_0/sweep_file-i_index-15 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_0/sweep_file-i_index-15 (assemble)
// expect: the tokens of valid-ps_3_0-sweep_file-i_index-15.bin
// origin: template reg_use {file: i, index: 15}
ps_3_0
rep i15
mov r0, c0
endrep
mov oC0, c0
