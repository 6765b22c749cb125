// case: ps3.v.count/invalid/ps_3_sw/file-v_index-10 (validate)
// expect: invalid [ps3.v.count]
// origin: template reg_use {file: v, index: 10}
ps_3_sw
dcl_texcoord0 v10
mov r0, v10
mov oC0, c0
