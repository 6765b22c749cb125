// case: reg.index-range/valid/vs_1_1/sweep_file-v_index-2 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_1_1/sweep_file-v_index-2 (assemble)
// expect: the tokens of valid-vs_1_1-sweep_file-v_index-2.bin
// origin: template reg_use {file: v, index: 2}
vs_1_1
dcl_position v0
dcl_texcoord0 v2
mov r0, v2
mov oPos, v0
