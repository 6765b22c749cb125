// case: reg.index-range/valid/ps_3_sw/c-sweep_file-c_index-95 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/c-sweep_file-c_index-95 (assemble)
// expect: the tokens of valid-ps_3_sw-c-sweep_file-c_index-95.bin
// origin: template reg_use {file: c, index: 95}
ps_3_sw
mov r0, c95
mov oC0, c0
