// case: reg.index-range/valid/ps_3_sw/sweep_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/sweep_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-sweep_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 1 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r0, c0
mov oC0, c0
mad r1, c4, c4, c4
