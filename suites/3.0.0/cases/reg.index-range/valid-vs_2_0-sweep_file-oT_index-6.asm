// case: reg.index-range/valid/vs_2_0/sweep_file-oT_index-6 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_0/sweep_file-oT_index-6 (assemble)
// expect: the tokens of valid-vs_2_0-sweep_file-oT_index-6.bin
// origin: template reg_use {file: oT, index: 6}
vs_2_0
dcl_position v0
mov oT6, c0
mov oPos, v0
