// case: reg.index-range/valid/vs_2_sw/c-sweep_file-c_index-2048 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_sw/c-sweep_file-c_index-2048 (assemble)
// expect: the tokens of valid-vs_2_sw-c-sweep_file-c_index-2048.bin
// origin: template reg_use {file: c, index: 2048}
vs_2_sw
dcl_position v0
mov r0, c2048
mov oPos, v0
