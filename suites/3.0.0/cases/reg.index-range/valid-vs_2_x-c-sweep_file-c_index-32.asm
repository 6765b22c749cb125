// case: reg.index-range/valid/vs_2_x/c-sweep_file-c_index-32 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_x/c-sweep_file-c_index-32 (assemble)
// expect: the tokens of valid-vs_2_x-c-sweep_file-c_index-32.bin
// origin: template reg_use {file: c, index: 32}
vs_2_x
dcl_position v0
mov r0, c32
mov oPos, v0
