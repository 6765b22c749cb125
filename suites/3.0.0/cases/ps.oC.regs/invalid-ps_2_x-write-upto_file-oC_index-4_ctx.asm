// case: ps.oC.regs/invalid/ps_2_x/write-upto_file-oC_index-4_ctx (validate)
// expect: invalid [ps.oC.regs]
// origin: template reg_use {file: oC, index: 4} + 3 random context instructions (seed 1 attempt 0)
ps_2_x
mov oC0, c0
mov oC1, c0
mov oC2, c0
mov oC3, c0
mov oC4, c0
add r0, c3, c3
mul r1, r0, r0
mul r2, r1, r0
