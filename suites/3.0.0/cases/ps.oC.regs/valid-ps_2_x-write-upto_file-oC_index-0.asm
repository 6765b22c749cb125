// case: ps.oC.regs/valid/ps_2_x/write-upto_file-oC_index-0 (validate)
// expect: valid
// case: ps.oC.regs/assemble/ps_2_x/write-upto_file-oC_index-0 (assemble)
// expect: the tokens of valid-ps_2_x-write-upto_file-oC_index-0.bin
// origin: template reg_use {file: oC, index: 0}
ps_2_x
mov oC0, c0
