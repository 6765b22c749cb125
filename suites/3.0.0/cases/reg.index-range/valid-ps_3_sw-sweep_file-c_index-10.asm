// case: reg.index-range/valid/ps_3_sw/sweep_file-c_index-10 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/sweep_file-c_index-10 (assemble)
// expect: the tokens of valid-ps_3_sw-sweep_file-c_index-10.bin
// origin: template reg_use {file: c, index: 10}
ps_3_sw
mov r0, c10
mov oC0, c0
