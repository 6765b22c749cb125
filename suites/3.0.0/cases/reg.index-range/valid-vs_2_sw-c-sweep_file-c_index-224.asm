// case: reg.index-range/valid/vs_2_sw/c-sweep_file-c_index-224 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_sw/c-sweep_file-c_index-224 (assemble)
// expect: the tokens of valid-vs_2_sw-c-sweep_file-c_index-224.bin
// origin: template reg_use {file: c, index: 224}
vs_2_sw
dcl_position v0
mov r0, c224
mov oPos, v0
