// case: reg.dst-writable/valid/ps_1_4/write_file-r_index-0 (validate)
// expect: valid
// case: reg.dst-writable/assemble/ps_1_4/write_file-r_index-0 (assemble)
// expect: the tokens of valid-ps_1_4-write_file-r_index-0.bin
// origin: template reg_use {file: r, index: 0}
ps_1_4
mov r0, c0
mov r0, c0
