// case: ps3.v.count/valid/ps_3_sw/file-v_index-3 (validate)
// expect: valid
// case: ps3.v.count/assemble/ps_3_sw/file-v_index-3 (assemble)
// expect: the tokens of valid-ps_3_sw-file-v_index-3.bin
// origin: template reg_use {file: v, index: 3}
ps_3_sw
dcl_texcoord0 v3
mov r0, v3
mov oC0, c0
