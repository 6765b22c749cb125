// case: ps3.v.count/valid/ps_3_0/file-v_index-5 (validate)
// expect: valid
// case: ps3.v.count/assemble/ps_3_0/file-v_index-5 (assemble)
// expect: the tokens of valid-ps_3_0-file-v_index-5.bin
// origin: template reg_use {file: v, index: 5}
ps_3_0
dcl_texcoord0 v5
mov r0, v5
mov oC0, c0
