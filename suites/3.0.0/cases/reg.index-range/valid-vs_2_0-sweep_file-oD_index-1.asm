// case: reg.index-range/valid/vs_2_0/sweep_file-oD_index-1 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_0/sweep_file-oD_index-1 (assemble)
// expect: the tokens of valid-vs_2_0-sweep_file-oD_index-1.bin
// origin: template reg_use {file: oD, index: 1}
vs_2_0
dcl_position v0
mov oD1, c0
mov oPos, v0
