// case: reg.index-range/valid/vs_2_sw/sweep_file-c_index-24 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_sw/sweep_file-c_index-24 (assemble)
// expect: the tokens of valid-vs_2_sw-sweep_file-c_index-24.bin
// origin: template reg_use {file: c, index: 24}
vs_2_sw
dcl_position v0
mov r0, c24
mov oPos, v0
