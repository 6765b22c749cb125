// case: ps.oC.regs/valid/ps_3_0/write-upto_file-oC_index-0_ctx (validate)
// expect: valid
// case: ps.oC.regs/assemble/ps_3_0/write-upto_file-oC_index-0_ctx (assemble)
// expect: the tokens of valid-ps_3_0-write-upto_file-oC_index-0_ctx.bin
// origin: template reg_use {file: oC, index: 0} + 6 random context instructions (seed 1 attempt 1)
ps_3_0
mov oC0, c0
mul r0, c1, c1
mul r1, c5, c5
mad r2, r0, c6, r0
mul r3, r1, r2
mul r4, r3, r0
add r5, c2, c2
