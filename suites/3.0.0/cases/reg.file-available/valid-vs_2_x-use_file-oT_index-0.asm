// case: reg.file-available/valid/vs_2_x/use_file-oT_index-0 (validate)
// expect: valid
// case: reg.file-available/assemble/vs_2_x/use_file-oT_index-0 (assemble)
// expect: the tokens of valid-vs_2_x-use_file-oT_index-0.bin
// origin: template reg_use {file: oT, index: 0}
vs_2_x
dcl_position v0
mov oT0, c0
mov oPos, v0
