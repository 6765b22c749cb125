// case: ps.oC.contiguous/valid/ps_2_0/file-oC_index-1_ctx (validate)
// expect: valid
// case: ps.oC.contiguous/assemble/ps_2_0/file-oC_index-1_ctx (assemble)
// expect: the tokens of valid-ps_2_0-file-oC_index-1_ctx.bin
// origin: template reg_use {file: oC, index: 1} + 5 random context instructions (seed 1 attempt 0)
ps_2_0
mov oC0, c0
mov oC1, c0
mov r0, c2
add r1, c7, c7
mad r2, c1, r0, r1
mad r3, c2, c2, r0
mov r4, r2
