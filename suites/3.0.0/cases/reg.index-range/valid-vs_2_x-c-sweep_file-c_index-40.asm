// case: reg.index-range/valid/vs_2_x/c-sweep_file-c_index-40 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_x/c-sweep_file-c_index-40 (assemble)
// expect: the tokens of valid-vs_2_x-c-sweep_file-c_index-40.bin
// origin: template reg_use {file: c, index: 40}
vs_2_x
dcl_position v0
mov r0, c40
mov oPos, v0
