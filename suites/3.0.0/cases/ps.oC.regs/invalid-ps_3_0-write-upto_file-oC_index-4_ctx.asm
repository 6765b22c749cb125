// case: ps.oC.regs/invalid/ps_3_0/write-upto_file-oC_index-4_ctx (validate)
// expect: invalid [ps.oC.regs]
// origin: template reg_use {file: oC, index: 4} + 2 random context instructions (seed 1 attempt 2)
ps_3_0
mov oC0, c0
mov oC1, c0
mov oC2, c0
mov oC3, c0
mov oC4, c0
add r0, c7, c7
mul r1, r0, r0
