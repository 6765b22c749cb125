// case: reg.index-range/valid/vs_2_0/c-sweep_file-c_index-255 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_0/c-sweep_file-c_index-255 (assemble)
// expect: the tokens of valid-vs_2_0-c-sweep_file-c_index-255.bin
// origin: template reg_use {file: c, index: 255}
vs_2_0
dcl_position v0
mov r0, c255
mov oPos, v0
