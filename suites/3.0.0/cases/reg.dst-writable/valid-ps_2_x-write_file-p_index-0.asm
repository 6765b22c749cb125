// case: reg.dst-writable/valid/ps_2_x/write_file-p_index-0 (validate)
// expect: valid
// case: reg.dst-writable/assemble/ps_2_x/write_file-p_index-0 (assemble)
// expect: the tokens of valid-ps_2_x-write_file-p_index-0.bin
// origin: template reg_use {file: p, index: 0}
ps_2_x
mov r1, c0
setp_gt p0, r1, c1
mov oC0, c0
