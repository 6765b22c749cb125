// case: reg.file-available/valid/ps_2_x/use_file-b_index-0 (validate)
// expect: valid
// case: reg.file-available/assemble/ps_2_x/use_file-b_index-0 (assemble)
// expect: the tokens of valid-ps_2_x-use_file-b_index-0.bin
// origin: template reg_use {file: b, index: 0}
ps_2_x
if b0
mov r0, c0
endif
mov oC0, c0
