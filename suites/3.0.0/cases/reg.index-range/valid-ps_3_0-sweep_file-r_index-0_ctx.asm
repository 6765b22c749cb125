// case: reg.index-range/valid/ps_3_0/sweep_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_0/sweep_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-ps_3_0-sweep_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 6 random context instructions (seed 1 attempt 0)
ps_3_0
mov r0, c0
mov oC0, c0
add r1, c6, c6
mul r2, c5, r1
mul r3, r2, r1
mov r4, r3
mul r5, r2, c5
mov r6, c1
