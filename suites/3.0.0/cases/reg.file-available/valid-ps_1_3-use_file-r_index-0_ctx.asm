// case: reg.file-available/valid/ps_1_3/use_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.file-available/assemble/ps_1_3/use_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-ps_1_3-use_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 1 random context instructions (seed 1 attempt 0)
ps_1_3
mov r0, c0
mov r0, c0
mad r1, c2, c2, c2
