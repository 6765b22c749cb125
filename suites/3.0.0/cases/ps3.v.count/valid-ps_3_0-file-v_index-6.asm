// case: ps3.v.count/valid/ps_3_0/file-v_index-6 (validate)
// expect: valid
// case: ps3.v.count/assemble/ps_3_0/file-v_index-6 (assemble)
// expect: the tokens of valid-ps_3_0-file-v_index-6.bin
// origin: template reg_use {file: v, index: 6}
ps_3_0
dcl_texcoord0 v6
mov r0, v6
mov oC0, c0
