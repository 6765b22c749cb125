// case: reg.index-range/valid/ps_2_0/sweep_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_0/sweep_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-ps_2_0-sweep_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 4 random context instructions (seed 1 attempt 1)
ps_2_0
mov r0, c0
mov oC0, c0
mul r1, c6, c6
mov r2, c3
mul r3, c4, r1
add r4, c7, r2
