// case: ps.oC.regs/invalid/ps_2_sw/write-upto_file-oC_index-4_ctx (validate)
// expect: invalid [ps.oC.regs]
// origin: template reg_use {file: oC, index: 4} + 2 random context instructions (seed 1 attempt 0)
ps_2_sw
mov oC0, c0
mov oC1, c0
mov oC2, c0
mov oC3, c0
mov oC4, c0
mad r0, c0, c0, c0
mul r1, r0, c7
