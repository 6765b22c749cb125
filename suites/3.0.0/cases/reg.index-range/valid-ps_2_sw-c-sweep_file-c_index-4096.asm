// case: reg.index-range/valid/ps_2_sw/c-sweep_file-c_index-4096 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_sw/c-sweep_file-c_index-4096 (assemble)
// expect: the tokens of valid-ps_2_sw-c-sweep_file-c_index-4096.bin
// origin: template reg_use {file: c, index: 4096}
ps_2_sw
mov r0, c4096
mov oC0, c0
