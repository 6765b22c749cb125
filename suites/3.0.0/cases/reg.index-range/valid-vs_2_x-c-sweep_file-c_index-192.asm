// case: reg.index-range/valid/vs_2_x/c-sweep_file-c_index-192 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_x/c-sweep_file-c_index-192 (assemble)
// expect: the tokens of valid-vs_2_x-c-sweep_file-c_index-192.bin
// origin: template reg_use {file: c, index: 192}
vs_2_x
dcl_position v0
mov r0, c192
mov oPos, v0
