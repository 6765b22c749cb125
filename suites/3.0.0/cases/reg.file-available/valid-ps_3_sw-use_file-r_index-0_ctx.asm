// case: reg.file-available/valid/ps_3_sw/use_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.file-available/assemble/ps_3_sw/use_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-use_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 2 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r0, c0
mov oC0, c0
add r1, c1, c1
mul r2, r1, r1
