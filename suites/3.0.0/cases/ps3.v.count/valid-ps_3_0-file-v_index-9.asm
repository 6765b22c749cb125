// case: ps3.v.count/valid/ps_3_0/file-v_index-9 (validate)
// expect: valid
// case: ps3.v.count/assemble/ps_3_0/file-v_index-9 (assemble)
// expect: the tokens of valid-ps_3_0-file-v_index-9.bin
// origin: template reg_use {file: v, index: 9}
ps_3_0
dcl_texcoord0 v9
mov r0, v9
mov oC0, c0
