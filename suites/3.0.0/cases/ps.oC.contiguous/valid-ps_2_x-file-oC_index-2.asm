// case: ps.oC.contiguous/valid/ps_2_x/file-oC_index-2 (validate)
// expect: valid
// case: ps.oC.contiguous/assemble/ps_2_x/file-oC_index-2 (assemble)
// expect: the tokens of valid-ps_2_x-file-oC_index-2.bin
// origin: template reg_use {file: oC, index: 2}
ps_2_x
mov oC0, c0
mov oC1, c0
mov oC2, c0
