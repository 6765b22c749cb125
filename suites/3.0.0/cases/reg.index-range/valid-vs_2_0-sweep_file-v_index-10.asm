// case: reg.index-range/valid/vs_2_0/sweep_file-v_index-10 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_0/sweep_file-v_index-10 (assemble)
// expect: the tokens of valid-vs_2_0-sweep_file-v_index-10.bin
// origin: template reg_use {file: v, index: 10}
vs_2_0
dcl_position v0
dcl_texcoord0 v10
mov r0, v10
mov oPos, v0
