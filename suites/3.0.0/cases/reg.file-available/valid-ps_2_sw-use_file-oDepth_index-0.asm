// case: reg.file-available/valid/ps_2_sw/use_file-oDepth_index-0 (validate)
// expect: valid
// case: reg.file-available/assemble/ps_2_sw/use_file-oDepth_index-0 (assemble)
// expect: the tokens of valid-ps_2_sw-use_file-oDepth_index-0.bin
// origin: template reg_use {file: oDepth, index: 0}
ps_2_sw
mov oDepth, c0.x
mov oC0, c0
