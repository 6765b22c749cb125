// case: reg.index-range/valid/vs_2_sw/sweep_file-v_index-11 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_sw/sweep_file-v_index-11 (assemble)
// expect: the tokens of valid-vs_2_sw-sweep_file-v_index-11.bin
// origin: template reg_use {file: v, index: 11}
vs_2_sw
dcl_position v0
dcl_texcoord0 v11
mov r0, v11
mov oPos, v0
