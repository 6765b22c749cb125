// case: reg.file-available/valid/ps_3_0/use_file-p_index-0 (validate)
// expect: valid
// case: reg.file-available/assemble/ps_3_0/use_file-p_index-0 (assemble)
// expect: the tokens of valid-ps_3_0-use_file-p_index-0.bin
// origin: template reg_use {file: p, index: 0}
ps_3_0
mov r1, c0
setp_gt p0, r1, c1
mov oC0, c0
