// case: reg.index-range/valid/vs_2_sw/sweep_file-r_index-28 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_sw/sweep_file-r_index-28 (assemble)
// expect: the tokens of valid-vs_2_sw-sweep_file-r_index-28.bin
// origin: template reg_use {file: r, index: 28}
vs_2_sw
dcl_position v0
mov r28, c0
mov oPos, v0
