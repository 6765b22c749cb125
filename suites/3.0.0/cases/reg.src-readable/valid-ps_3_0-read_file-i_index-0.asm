// case: reg.src-readable/valid/ps_3_0/read_file-i_index-0 (validate)
// expect: valid
// case: reg.src-readable/assemble/ps_3_0/read_file-i_index-0 (assemble)
// expect: the tokens of valid-ps_3_0-read_file-i_index-0.bin
// origin: template reg_use {file: i, index: 0}
ps_3_0
rep i0
mov r0, c0
endrep
mov oC0, c0
