// case: reg.index-range/valid/ps_3_sw/c-sweep_file-c_index-256 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/c-sweep_file-c_index-256 (assemble)
// expect: the tokens of valid-ps_3_sw-c-sweep_file-c_index-256.bin
// origin: template reg_use {file: c, index: 256}
ps_3_sw
mov r0, c256
mov oC0, c0
