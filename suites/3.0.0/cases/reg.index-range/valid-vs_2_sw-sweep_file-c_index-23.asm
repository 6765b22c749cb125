// case: reg.index-range/valid/vs_2_sw/sweep_file-c_index-23 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_sw/sweep_file-c_index-23 (assemble)
// expect: the tokens of valid-vs_2_sw-sweep_file-c_index-23.bin
// origin: template reg_use {file: c, index: 23}
vs_2_sw
dcl_position v0
mov r0, c23
mov oPos, v0
