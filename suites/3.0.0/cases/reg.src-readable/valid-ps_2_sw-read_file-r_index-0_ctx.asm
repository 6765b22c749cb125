// case: reg.src-readable/valid/ps_2_sw/read_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.src-readable/assemble/ps_2_sw/read_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-read_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 2 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r0, c0
mov oC0, c0
mad r1, c7, c7, c7
mul r2, c0, c0
