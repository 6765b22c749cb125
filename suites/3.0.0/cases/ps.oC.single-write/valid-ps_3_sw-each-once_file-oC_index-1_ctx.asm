// case: ps.oC.single-write/valid/ps_3_sw/each-once_file-oC_index-1_ctx (validate)
// expect: valid
// case: ps.oC.single-write/assemble/ps_3_sw/each-once_file-oC_index-1_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-each-once_file-oC_index-1_ctx.bin
// origin: template reg_use {file: oC, index: 1} + 5 random context instructions (seed 1 attempt 0)
ps_3_sw
mov oC0, c0
mov oC1, c0
mul r0, c3, c3
mov r1, c1
mov r2, c1
mul r3, r1, c6
mul r4, c7, c7
