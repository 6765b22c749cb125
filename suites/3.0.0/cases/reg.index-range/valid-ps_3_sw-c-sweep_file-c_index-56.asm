// case: reg.index-range/valid/ps_3_sw/c-sweep_file-c_index-56 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/c-sweep_file-c_index-56 (assemble)
// expect: the tokens of valid-ps_3_sw-c-sweep_file-c_index-56.bin
// origin: template reg_use {file: c, index: 56}
ps_3_sw
mov r0, c56
mov oC0, c0
