// case: reg.file-available/valid/vs_2_x/use_file-r_index-0 (validate)
// expect: valid
// case: reg.file-available/assemble/vs_2_x/use_file-r_index-0 (assemble)
// expect: the tokens of valid-vs_2_x-use_file-r_index-0.bin
// origin: template reg_use {file: r, index: 0}
vs_2_x
dcl_position v0
mov r0, c0
mov oPos, v0
