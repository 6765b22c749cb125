// case: ps3.v.count/invalid/ps_3_0/file-v_index-15 (validate)
// expect: invalid [ps3.v.count]
// origin: template reg_use {file: v, index: 15}
ps_3_0
dcl_texcoord0 v15
mov r0, v15
mov oC0, c0
