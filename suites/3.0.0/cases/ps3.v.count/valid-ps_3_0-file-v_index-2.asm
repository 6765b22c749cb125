// case: ps3.v.count/valid/ps_3_0/file-v_index-2 (validate)
// expect: valid
// case: ps3.v.count/assemble/ps_3_0/file-v_index-2 (assemble)
// expect: the tokens of valid-ps_3_0-file-v_index-2.bin
// origin: template reg_use {file: v, index: 2}
ps_3_0
dcl_texcoord0 v2
mov r0, v2
mov oC0, c0
