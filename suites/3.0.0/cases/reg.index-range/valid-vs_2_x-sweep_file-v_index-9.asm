// case: reg.index-range/valid/vs_2_x/sweep_file-v_index-9 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_x/sweep_file-v_index-9 (assemble)
// expect: the tokens of valid-vs_2_x-sweep_file-v_index-9.bin
// origin: template reg_use {file: v, index: 9}
vs_2_x
dcl_position v0
dcl_texcoord0 v9
mov r0, v9
mov oPos, v0
