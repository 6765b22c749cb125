// case: reg.index-range/valid/vs_3_0/sweep_file-v_index-3 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_0/sweep_file-v_index-3 (assemble)
// expect: the tokens of valid-vs_3_0-sweep_file-v_index-3.bin
// origin: template reg_use {file: v, index: 3}
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 v3
mov r0, v3
mov o0, v0
