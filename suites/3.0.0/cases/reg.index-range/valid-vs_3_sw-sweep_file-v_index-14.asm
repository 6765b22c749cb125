// case: reg.index-range/valid/vs_3_sw/sweep_file-v_index-14 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_sw/sweep_file-v_index-14 (assemble)
// expect: the tokens of valid-vs_3_sw-sweep_file-v_index-14.bin
// origin: template reg_use {file: v, index: 14}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord0 v14
mov r0, v14
mov o0, v0
