// case: reg.file-available/valid/ps_1_1/use_file-v_index-0 (validate)
// expect: valid
// case: reg.file-available/assemble/ps_1_1/use_file-v_index-0 (assemble)
// expect: the tokens of valid-ps_1_1-use_file-v_index-0.bin
// origin: template reg_use {file: v, index: 0}
ps_1_1
mov r0, v0
mov r0, c0
