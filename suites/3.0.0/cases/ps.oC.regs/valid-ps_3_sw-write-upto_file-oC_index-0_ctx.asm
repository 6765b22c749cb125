// case: ps.oC.regs/valid/ps_3_sw/write-upto_file-oC_index-0_ctx (validate)
// expect: valid
// case: ps.oC.regs/assemble/ps_3_sw/write-upto_file-oC_index-0_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-write-upto_file-oC_index-0_ctx.bin
// origin: template reg_use {file: oC, index: 0} + 5 random context instructions (seed 1 attempt 0)
ps_3_sw
mov oC0, c0
mad r0, c1, c1, c1
mov r1, r0
mad r2, c2, r1, r0
mov r3, c7
mov r4, c4
