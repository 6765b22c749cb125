// case: reg.index-range/valid/vs_1_1/sweep_file-v_index-5 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_1_1/sweep_file-v_index-5 (assemble)
// expect: the tokens of valid-vs_1_1-sweep_file-v_index-5.bin
// origin: template reg_use {file: v, index: 5}
vs_1_1
dcl_position v0
dcl_texcoord0 v5
mov r0, v5
mov oPos, v0
