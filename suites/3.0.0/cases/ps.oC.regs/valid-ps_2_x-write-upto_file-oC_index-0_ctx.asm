// case: ps.oC.regs/valid/ps_2_x/write-upto_file-oC_index-0_ctx (validate)
// expect: valid
// case: ps.oC.regs/assemble/ps_2_x/write-upto_file-oC_index-0_ctx (assemble)
// expect: the tokens of valid-ps_2_x-write-upto_file-oC_index-0_ctx.bin
// origin: template reg_use {file: oC, index: 0} + 6 random context instructions (seed 1 attempt 0)
ps_2_x
mov oC0, c0
mul r0, c5, c5
mov r1, c1
mad r2, c6, r1, r1
add r3, c0, r0
add r4, r2, r1
mul r5, r0, r3
