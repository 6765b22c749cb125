// case: reg.file-available/valid/ps_2_x/use_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.file-available/assemble/ps_2_x/use_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-ps_2_x-use_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 1 random context instructions (seed 1 attempt 1)
ps_2_x
mov r0, c0
mov oC0, c0
mul r1, c3, c3
