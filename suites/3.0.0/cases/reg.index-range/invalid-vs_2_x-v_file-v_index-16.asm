// case: reg.index-range/invalid/vs_2_x/v_file-v_index-16 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: v, index: 16}
vs_2_x
dcl_position v0
dcl_texcoord0 v16
mov r0, v16
mov oPos, v0
