// case: reg.src-readable/valid/ps_3_0/read_file-b_index-0 (validate)
// expect: valid
// case: reg.src-readable/assemble/ps_3_0/read_file-b_index-0 (assemble)
// expect: the tokens of valid-ps_3_0-read_file-b_index-0.bin
// origin: template reg_use {file: b, index: 0}
ps_3_0
if b0
mov r0, c0
endif
mov oC0, c0
