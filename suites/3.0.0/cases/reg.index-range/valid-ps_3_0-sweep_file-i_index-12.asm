// case: reg.index-range/valid/ps_3_0/sweep_file-i_index-12 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_0/sweep_file-i_index-12 (assemble)
// expect: the tokens of valid-ps_3_0-sweep_file-i_index-12.bin
// origin: template reg_use {file: i, index: 12}
ps_3_0
rep i12
mov r0, c0
endrep
mov oC0, c0
