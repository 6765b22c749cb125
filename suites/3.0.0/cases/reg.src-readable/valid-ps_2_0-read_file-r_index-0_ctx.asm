// case: reg.src-readable/valid/ps_2_0/read_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.src-readable/assemble/ps_2_0/read_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-ps_2_0-read_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 5 random context instructions (seed 1 attempt 1)
ps_2_0
mov r0, c0
mov oC0, c0
mul r1, c4, c4
mad r2, c1, r1, r1
mov r3, c4
mul r4, r2, r1
add r5, r2, c2
