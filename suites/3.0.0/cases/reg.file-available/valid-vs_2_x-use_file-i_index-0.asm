// case: reg.file-available/valid/vs_2_x/use_file-i_index-0 (validate)
// expect: valid
// case: reg.file-available/assemble/vs_2_x/use_file-i_index-0 (assemble)
// expect: the tokens of valid-vs_2_x-use_file-i_index-0.bin
// origin: template reg_use {file: i, index: 0}
vs_2_x
dcl_position v0
rep i0
mov r0, c0
endrep
mov oPos, v0
