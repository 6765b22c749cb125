// case: reg.index-range/valid/vs_2_sw/sweep_file-r_index-6 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_sw/sweep_file-r_index-6 (assemble)
// expect: the tokens of valid-vs_2_sw-sweep_file-r_index-6.bin
// origin: template reg_use {file: r, index: 6}
vs_2_sw
dcl_position v0
mov r6, c0
mov oPos, v0
