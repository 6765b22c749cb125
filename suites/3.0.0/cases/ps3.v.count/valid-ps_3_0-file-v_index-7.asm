// case: ps3.v.count/valid/ps_3_0/file-v_index-7 (validate)
// expect: valid
// case: ps3.v.count/assemble/ps_3_0/file-v_index-7 (assemble)
// expect: the tokens of valid-ps_3_0-file-v_index-7.bin
// origin: template reg_use {file: v, index: 7}
ps_3_0
dcl_texcoord0 v7
mov r0, v7
mov oC0, c0
