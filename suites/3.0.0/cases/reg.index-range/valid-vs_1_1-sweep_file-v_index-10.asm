// case: reg.index-range/valid/vs_1_1/sweep_file-v_index-10 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_1_1/sweep_file-v_index-10 (assemble)
// expect: the tokens of valid-vs_1_1-sweep_file-v_index-10.bin
// origin: template reg_use {file: v, index: 10}
vs_1_1
dcl_position v0
dcl_texcoord0 v10
mov r0, v10
mov oPos, v0
