// case: reg.dst-writable/valid/vs_1_1/write_file-a_index-0 (validate)
// expect: valid
// case: reg.dst-writable/assemble/vs_1_1/write_file-a_index-0 (assemble)
// expect: the tokens of valid-vs_1_1-write_file-a_index-0.bin
// origin: template reg_use {file: a, index: 0}
vs_1_1
dcl_position v0
mov a0.x, c0.x
mov oPos, v0
