// case: reg.index-range/valid/vs_2_x/sweep_file-oT_index-7 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_x/sweep_file-oT_index-7 (assemble)
// expect: the tokens of valid-vs_2_x-sweep_file-oT_index-7.bin
// origin: template reg_use {file: oT, index: 7}
vs_2_x
dcl_position v0
mov oT7, c0
mov oPos, v0
