// case: reg.src-readable/valid/ps_3_sw/read_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.src-readable/assemble/ps_3_sw/read_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-read_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 3 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r0, c0
mov oC0, c0
add r1, c6, c6
mov r2, c4
mad r3, r1, r1, r2
