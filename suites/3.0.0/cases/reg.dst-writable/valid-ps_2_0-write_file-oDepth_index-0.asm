// case: reg.dst-writable/valid/ps_2_0/write_file-oDepth_index-0 (validate)
// expect: valid
// case: reg.dst-writable/assemble/ps_2_0/write_file-oDepth_index-0 (assemble)
// expect: the tokens of valid-ps_2_0-write_file-oDepth_index-0.bin
// origin: template reg_use {file: oDepth, index: 0}
ps_2_0
mov oDepth, c0.x
mov oC0, c0
