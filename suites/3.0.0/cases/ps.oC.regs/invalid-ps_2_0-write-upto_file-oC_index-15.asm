// case: ps.oC.regs/invalid/ps_2_0/write-upto_file-oC_index-15 (validate)
// expect: invalid [ps.oC.regs]
// origin: template reg_use {file: oC, index: 15}
ps_2_0
mov oC0, c0
mov oC1, c0
mov oC2, c0
mov oC3, c0
mov oC4, c0
mov oC5, c0
mov oC6, c0
mov oC7, c0
mov oC8, c0
mov oC9, c0
mov oC10, c0
mov oC11, c0
mov oC12, c0
mov oC13, c0
mov oC14, c0
mov oC15, c0
