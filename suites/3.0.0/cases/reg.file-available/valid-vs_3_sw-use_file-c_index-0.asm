// case: reg.file-available/valid/vs_3_sw/use_file-c_index-0 (validate)
// expect: valid
// case: reg.file-available/assemble/vs_3_sw/use_file-c_index-0 (assemble)
// expect: the tokens of valid-vs_3_sw-use_file-c_index-0.bin
// origin: template reg_use {file: c, index: 0}
vs_3_sw
dcl_position v0
dcl_position o0
mov r0, c0
mov o0, v0
