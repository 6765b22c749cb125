// case: reg.dst-writable/valid/vs_3_0/write_file-r_index-0 (validate)
// expect: valid
// case: reg.dst-writable/assemble/vs_3_0/write_file-r_index-0 (assemble)
// expect: the tokens of valid-vs_3_0-write_file-r_index-0.bin
// origin: template reg_use {file: r, index: 0}
vs_3_0
dcl_position v0
dcl_position o0
mov r0, c0
mov o0, v0
