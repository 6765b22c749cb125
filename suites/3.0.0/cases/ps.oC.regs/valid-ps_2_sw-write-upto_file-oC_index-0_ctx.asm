// case: ps.oC.regs/valid/ps_2_sw/write-upto_file-oC_index-0_ctx (validate)
// expect: valid
// case: ps.oC.regs/assemble/ps_2_sw/write-upto_file-oC_index-0_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-write-upto_file-oC_index-0_ctx.bin
// origin: template reg_use {file: oC, index: 0} + 5 random context instructions (seed 1 attempt 0)
ps_2_sw
mov oC0, c0
mul r0, c7, c7
add r1, r0, c5
mul r2, c3, c3
add r3, r2, c0
add r4, r0, r2
