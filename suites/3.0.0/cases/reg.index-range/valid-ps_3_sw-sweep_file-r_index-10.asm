// case: reg.index-range/valid/ps_3_sw/sweep_file-r_index-10 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/sweep_file-r_index-10 (assemble)
// expect: the tokens of valid-ps_3_sw-sweep_file-r_index-10.bin
// origin: template reg_use {file: r, index: 10}
ps_3_sw
mov r10, c0
mov oC0, c0
