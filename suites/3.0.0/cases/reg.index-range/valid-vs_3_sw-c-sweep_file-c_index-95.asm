// case: reg.index-range/valid/vs_3_sw/c-sweep_file-c_index-95 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_sw/c-sweep_file-c_index-95 (assemble)
// expect: the tokens of valid-vs_3_sw-c-sweep_file-c_index-95.bin
// origin: template reg_use {file: c, index: 95}
vs_3_sw
dcl_position v0
dcl_position o0
mov r0, c95
mov o0, v0
