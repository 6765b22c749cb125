// case: reg.index-range/valid/ps_2_x/sweep_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_x/sweep_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-ps_2_x-sweep_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 4 random context instructions (seed 1 attempt 0)
ps_2_x
mov r0, c0
mov oC0, c0
add r1, c1, c1
add r2, r1, c2
mul r3, r1, r2
add r4, c6, r3
