// case: reg.file-available/valid/ps_3_0/use_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.file-available/assemble/ps_3_0/use_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-ps_3_0-use_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 6 random context instructions (seed 1 attempt 0)
ps_3_0
mov r0, c0
mov oC0, c0
mul r1, c1, c1
add r2, r1, r1
add r3, r1, r1
mul r4, r2, r3
mad r5, r2, r4, c2
mov r6, r5
