// case: reg.index-range/valid/vs_2_sw/c-sweep_file-c_index-4096 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_sw/c-sweep_file-c_index-4096 (assemble)
// expect: the tokens of valid-vs_2_sw-c-sweep_file-c_index-4096.bin
// origin: template reg_use {file: c, index: 4096}
vs_2_sw
dcl_position v0
mov r0, c4096
mov oPos, v0
