// case: reg.src-readable/valid/ps_2_sw/read_file-v_index-0 (validate)
// expect: valid
// case: reg.src-readable/assemble/ps_2_sw/read_file-v_index-0 (assemble)
// expect: the tokens of valid-ps_2_sw-read_file-v_index-0.bin
// origin: template reg_use {file: v, index: 0}
ps_2_sw
dcl v0
mov r0, v0
mov oC0, c0
