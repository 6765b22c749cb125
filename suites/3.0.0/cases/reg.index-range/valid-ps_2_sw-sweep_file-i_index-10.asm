// case: reg.index-range/valid/ps_2_sw/sweep_file-i_index-10 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_sw/sweep_file-i_index-10 (assemble)
// expect: the tokens of valid-ps_2_sw-sweep_file-i_index-10.bin
// origin: template reg_use {file: i, index: 10}
ps_2_sw
rep i10
mov r0, c0
endrep
mov oC0, c0
