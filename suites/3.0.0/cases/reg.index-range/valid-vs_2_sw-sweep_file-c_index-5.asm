// case: reg.index-range/valid/vs_2_sw/sweep_file-c_index-5 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_sw/sweep_file-c_index-5 (assemble)
// expect: the tokens of valid-vs_2_sw-sweep_file-c_index-5.bin
// origin: template reg_use {file: c, index: 5}
vs_2_sw
dcl_position v0
mov r0, c5
mov oPos, v0
