// case: reg.src-readable/valid/ps_2_sw/read_file-b_index-0 (validate)
// expect: valid
// case: reg.src-readable/assemble/ps_2_sw/read_file-b_index-0 (assemble)
// expect: the tokens of valid-ps_2_sw-read_file-b_index-0.bin
// origin: template reg_use {file: b, index: 0}
ps_2_sw
if b0
mov r0, c0
endif
mov oC0, c0
