// case: reg.index-range/valid/vs_2_sw/c-sweep_file-c_index-96 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_sw/c-sweep_file-c_index-96 (assemble)
// expect: the tokens of valid-vs_2_sw-c-sweep_file-c_index-96.bin
// origin: template reg_use {file: c, index: 96}
vs_2_sw
dcl_position v0
mov r0, c96
mov oPos, v0
