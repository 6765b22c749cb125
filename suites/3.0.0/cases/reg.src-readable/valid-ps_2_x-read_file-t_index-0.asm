// case: reg.src-readable/valid/ps_2_x/read_file-t_index-0 (validate)
// expect: valid
// case: reg.src-readable/assemble/ps_2_x/read_file-t_index-0 (assemble)
// expect: the tokens of valid-ps_2_x-read_file-t_index-0.bin
// origin: template reg_use {file: t, index: 0}
ps_2_x
dcl t0
mov r0, t0
mov oC0, c0
