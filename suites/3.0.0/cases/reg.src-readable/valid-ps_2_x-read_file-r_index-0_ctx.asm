// case: reg.src-readable/valid/ps_2_x/read_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.src-readable/assemble/ps_2_x/read_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-ps_2_x-read_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 5 random context instructions (seed 1 attempt 0)
ps_2_x
mov r0, c0
mov oC0, c0
add r1, c2, c2
mad r2, r1, c0, r1
add r3, c6, c6
add r4, r3, r1
mul r5, c6, c6
