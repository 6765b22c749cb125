// case: ps3.v.count/valid/ps_3_0/file-v_index-4 (validate)
// expect: valid
// case: ps3.v.count/assemble/ps_3_0/file-v_index-4 (assemble)
// expect: the tokens of valid-ps_3_0-file-v_index-4.bin
// origin: template reg_use {file: v, index: 4}
ps_3_0
dcl_texcoord0 v4
mov r0, v4
mov oC0, c0
