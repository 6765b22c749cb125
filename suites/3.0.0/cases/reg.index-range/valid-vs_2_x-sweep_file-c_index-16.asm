// case: reg.index-range/valid/vs_2_x/sweep_file-c_index-16 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_x/sweep_file-c_index-16 (assemble)
// expect: the tokens of valid-vs_2_x-sweep_file-c_index-16.bin
// origin: template reg_use {file: c, index: 16}
vs_2_x
dcl_position v0
mov r0, c16
mov oPos, v0
