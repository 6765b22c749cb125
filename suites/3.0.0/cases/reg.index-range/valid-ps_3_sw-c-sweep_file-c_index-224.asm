// case: reg.index-range/valid/ps_3_sw/c-sweep_file-c_index-224 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/c-sweep_file-c_index-224 (assemble)
// expect: the tokens of valid-ps_3_sw-c-sweep_file-c_index-224.bin
// origin: template reg_use {file: c, index: 224}
ps_3_sw
mov r0, c224
mov oC0, c0
