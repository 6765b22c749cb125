// case: ps.oC.contiguous/valid/ps_2_sw/file-oC_index-1_ctx (validate)
// expect: valid
// case: ps.oC.contiguous/assemble/ps_2_sw/file-oC_index-1_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-file-oC_index-1_ctx.bin
// origin: template reg_use {file: oC, index: 1} + 4 random context instructions (seed 1 attempt 0)
ps_2_sw
mov oC0, c0
mov oC1, c0
mul r0, c2, c2
mul r1, c3, c3
mul r2, c7, r0
mov r3, c7
