// case: reg.index-range/valid/vs_3_0/sweep_file-v_index-2 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_0/sweep_file-v_index-2 (assemble)
// expect: the tokens of valid-vs_3_0-sweep_file-v_index-2.bin
// origin: template reg_use {file: v, index: 2}
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 v2
mov r0, v2
mov o0, v0
