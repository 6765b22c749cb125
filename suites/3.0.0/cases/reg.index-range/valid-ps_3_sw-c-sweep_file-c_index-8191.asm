// case: reg.index-range/valid/ps_3_sw/c-sweep_file-c_index-8191 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/c-sweep_file-c_index-8191 (assemble)
// expect: the tokens of valid-ps_3_sw-c-sweep_file-c_index-8191.bin
// origin: template reg_use {file: c, index: 8191}
ps_3_sw
mov r0, c8191
mov oC0, c0
