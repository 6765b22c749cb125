// case: reg.index-range/valid/vs_2_0/sweep_file-oT_index-4 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_0/sweep_file-oT_index-4 (assemble)
// expect: the tokens of valid-vs_2_0-sweep_file-oT_index-4.bin
// origin: template reg_use {file: oT, index: 4}
vs_2_0
dcl_position v0
mov oT4, c0
mov oPos, v0
