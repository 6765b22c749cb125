// case: reg.dst-writable/valid/ps_3_sw/write_file-oDepth_index-0 (validate)
// expect: valid
// case: reg.dst-writable/assemble/ps_3_sw/write_file-oDepth_index-0 (assemble)
// expect: the tokens of valid-ps_3_sw-write_file-oDepth_index-0.bin
// origin: template reg_use {file: oDepth, index: 0}
ps_3_sw
mov oDepth, c0.x
mov oC0, c0
