// case: reg.dst-writable/valid/vs_1_1/write_file-r_index-0 (validate)
// expect: valid
// case: reg.dst-writable/assemble/vs_1_1/write_file-r_index-0 (assemble)
// expect: the tokens of valid-vs_1_1-write_file-r_index-0.bin
// origin: template reg_use {file: r, index: 0}
vs_1_1
dcl_position v0
mov r0, c0
mov oPos, v0
