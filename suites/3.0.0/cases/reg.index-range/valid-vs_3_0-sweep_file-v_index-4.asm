// case: reg.index-range/valid/vs_3_0/sweep_file-v_index-4 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_0/sweep_file-v_index-4 (assemble)
// expect: the tokens of valid-vs_3_0-sweep_file-v_index-4.bin
// origin: template reg_use {file: v, index: 4}
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 v4
mov r0, v4
mov o0, v0
