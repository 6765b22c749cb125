// case: reg.index-range/valid/ps_2_sw/c-sweep_file-c_index-48 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_sw/c-sweep_file-c_index-48 (assemble)
// expect: the tokens of valid-ps_2_sw-c-sweep_file-c_index-48.bin
// origin: template reg_use {file: c, index: 48}
ps_2_sw
mov r0, c48
mov oC0, c0
