// case: ps.oC.regs/valid/ps_3_0/write-upto_file-oC_index-2 (validate)
// expect: valid
// case: ps.oC.regs/assemble/ps_3_0/write-upto_file-oC_index-2 (assemble)
// expect: the tokens of valid-ps_3_0-write-upto_file-oC_index-2.bin
// origin: template reg_use {file: oC, index: 2}
ps_3_0
mov oC0, c0
mov oC1, c0
mov oC2, c0
