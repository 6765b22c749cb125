// case: reg.dst-writable/valid/ps_2_sw/write_file-oC_index-0 (validate)
// expect: valid
// case: reg.dst-writable/assemble/ps_2_sw/write_file-oC_index-0 (assemble)
// expect: the tokens of valid-ps_2_sw-write_file-oC_index-0.bin
// origin: template reg_use {file: oC, index: 0}
ps_2_sw
mov oC0, c0
