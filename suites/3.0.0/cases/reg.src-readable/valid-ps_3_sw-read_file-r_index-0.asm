// case: reg.src-readable/valid/ps_3_sw/read_file-r_index-0 (validate)
// expect: valid
// case: reg.src-readable/assemble/ps_3_sw/read_file-r_index-0 (assemble)
// expect: the tokens of valid-ps_3_sw-read_file-r_index-0.bin
// origin: template reg_use {file: r, index: 0}
ps_3_sw
mov r0, c0
mov oC0, c0
