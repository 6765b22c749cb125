// case: reg.index-range/valid/vs_2_sw/sweep_file-r_index-8 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_sw/sweep_file-r_index-8 (assemble)
// expect: the tokens of valid-vs_2_sw-sweep_file-r_index-8.bin
// origin: template reg_use {file: r, index: 8}
vs_2_sw
dcl_position v0
mov r8, c0
mov oPos, v0
