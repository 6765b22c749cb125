// case: reg.src-readable/valid/ps_3_0/read_file-c_index-0 (validate)
// expect: valid
// case: reg.src-readable/assemble/ps_3_0/read_file-c_index-0 (assemble)
// expect: the tokens of valid-ps_3_0-read_file-c_index-0.bin
// origin: template reg_use {file: c, index: 0}
ps_3_0
mov r0, c0
mov oC0, c0
