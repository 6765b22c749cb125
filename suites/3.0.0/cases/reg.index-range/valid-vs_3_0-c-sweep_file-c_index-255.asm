// case: reg.index-range/valid/vs_3_0/c-sweep_file-c_index-255 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_0/c-sweep_file-c_index-255 (assemble)
// expect: the tokens of valid-vs_3_0-c-sweep_file-c_index-255.bin
// origin: template reg_use {file: c, index: 255}
vs_3_0
dcl_position v0
dcl_position o0
mov r0, c255
mov o0, v0
