// case: ps3.v.count/valid/ps_3_sw/file-v_index-8 (validate)
// expect: valid
// case: ps3.v.count/assemble/ps_3_sw/file-v_index-8 (assemble)
// expect: the tokens of valid-ps_3_sw-file-v_index-8.bin
// origin: template reg_use {file: v, index: 8}
ps_3_sw
dcl_texcoord0 v8
mov r0, v8
mov oC0, c0
