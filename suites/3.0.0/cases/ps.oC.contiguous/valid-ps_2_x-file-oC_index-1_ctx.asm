// case: ps.oC.contiguous/valid/ps_2_x/file-oC_index-1_ctx (validate)
// expect: valid
// case: ps.oC.contiguous/assemble/ps_2_x/file-oC_index-1_ctx (assemble)
// expect: the tokens of valid-ps_2_x-file-oC_index-1_ctx.bin
// origin: template reg_use {file: oC, index: 1} + 5 random context instructions (seed 1 attempt 0)
ps_2_x
mov oC0, c0
mov oC1, c0
mov r0, c4
mad r1, r0, r0, c6
mov r2, r0
add r3, r2, r0
mad r4, c0, c0, r0
