// case: reg.file-available/valid/ps_3_0/use_file-r_index-0 (validate)
// expect: valid
// case: reg.file-available/assemble/ps_3_0/use_file-r_index-0 (assemble)
// expect: the tokens of valid-ps_3_0-use_file-r_index-0.bin
// origin: template reg_use {file: r, index: 0}
ps_3_0
mov r0, c0
mov oC0, c0
