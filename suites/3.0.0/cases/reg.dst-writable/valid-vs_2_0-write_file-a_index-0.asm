// case: reg.dst-writable/valid/vs_2_0/write_file-a_index-0 (validate)
// expect: valid
// case: reg.dst-writable/assemble/vs_2_0/write_file-a_index-0 (assemble)
// expect: the tokens of valid-vs_2_0-write_file-a_index-0.bin
// origin: template reg_use {file: a, index: 0}
vs_2_0
dcl_position v0
mova a0.x, c0.x
mov oPos, v0
