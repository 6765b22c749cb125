// case: reg.index-range/valid/ps_3_sw/c-sweep_file-c_index-80 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/c-sweep_file-c_index-80 (assemble)
// expect: the tokens of valid-ps_3_sw-c-sweep_file-c_index-80.bin
// origin: template reg_use {file: c, index: 80}
ps_3_sw
mov r0, c80
mov oC0, c0
