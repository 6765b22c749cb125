// case: ps.oC.regs/valid/ps_2_0/write-upto_file-oC_index-0_ctx (validate)
// expect: valid
// case: ps.oC.regs/assemble/ps_2_0/write-upto_file-oC_index-0_ctx (assemble)
// expect: the tokens of valid-ps_2_0-write-upto_file-oC_index-0_ctx.bin
// origin: template reg_use {file: oC, index: 0} + 6 random context instructions (seed 1 attempt 0)
ps_2_0
mov oC0, c0
mov r0, c4
mul r1, c5, r0
add r2, r1, r0
mad r3, r0, c6, r0
mul r4, r2, c1
mov r5, c6
