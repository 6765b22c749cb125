// case: ps.oC.regs/valid/ps_2_0/write-upto_file-oC_index-3 (validate)
// expect: valid
// case: ps.oC.regs/assemble/ps_2_0/write-upto_file-oC_index-3 (assemble)
// expect: the tokens of valid-ps_2_0-write-upto_file-oC_index-3.bin
// origin: template reg_use {file: oC, index: 3}
ps_2_0
mov oC0, c0
mov oC1, c0
mov oC2, c0
mov oC3, c0
