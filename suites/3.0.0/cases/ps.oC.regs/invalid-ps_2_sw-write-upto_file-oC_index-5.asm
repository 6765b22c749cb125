// case: ps.oC.regs/invalid/ps_2_sw/write-upto_file-oC_index-5 (validate)
// expect: invalid [ps.oC.regs]
// origin: template reg_use {file: oC, index: 5}
ps_2_sw
mov oC0, c0
mov oC1, c0
mov oC2, c0
mov oC3, c0
mov oC4, c0
mov oC5, c0
