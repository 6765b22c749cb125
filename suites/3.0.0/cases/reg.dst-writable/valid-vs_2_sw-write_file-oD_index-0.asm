// case: reg.dst-writable/valid/vs_2_sw/write_file-oD_index-0 (validate)
// expect: valid
// case: reg.dst-writable/assemble/vs_2_sw/write_file-oD_index-0 (assemble)
// expect: the tokens of valid-vs_2_sw-write_file-oD_index-0.bin
// origin: template reg_use {file: oD, index: 0}
vs_2_sw
dcl_position v0
mov oD0, c0
mov oPos, v0
