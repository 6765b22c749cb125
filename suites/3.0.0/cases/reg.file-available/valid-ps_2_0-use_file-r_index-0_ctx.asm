// case: reg.file-available/valid/ps_2_0/use_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.file-available/assemble/ps_2_0/use_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-ps_2_0-use_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 6 random context instructions (seed 1 attempt 0)
ps_2_0
mov r0, c0
mov oC0, c0
mul r1, c7, c7
add r2, r1, r1
mad r3, r1, c0, c0
mad r4, c3, r2, c3
add r5, c1, r4
add r6, r4, c3
