// case: reg.index-range/valid/ps_2_sw/sweep_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_sw/sweep_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-sweep_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 3 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r0, c0
mov oC0, c0
mov r1, c4
mov r2, r1
mad r3, c4, r1, c4
