// case: ps.oC.regs/invalid/ps_3_0/write-upto_file-oC_index-4 (validate)
// expect: invalid [ps.oC.regs]
// origin: template reg_use {file: oC, index: 4}
ps_3_0
mov oC0, c0
mov oC1, c0
mov oC2, c0
mov oC3, c0
mov oC4, c0
