// case: reg.index-range/invalid/vs_3_0/v_file-v_index-31 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: v, index: 31}
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 v31
mov r0, v31
mov o0, v0
