// case: ps.oC.single-write/valid/ps_3_0/each-once_file-oC_index-1_ctx (validate)
// expect: valid
// case: ps.oC.single-write/assemble/ps_3_0/each-once_file-oC_index-1_ctx (assemble)
// expect: the tokens of valid-ps_3_0-each-once_file-oC_index-1_ctx.bin
// origin: template reg_use {file: oC, index: 1} + 5 random context instructions (seed 1 attempt 0)
ps_3_0
mov oC0, c0
mov oC1, c0
mov r0, c4
mad r1, r0, c4, r0
add r2, r0, r0
mul r3, r0, r2
mov r4, r1
