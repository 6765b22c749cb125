// case: reg.dst-writable/valid/ps_3_0/write_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.dst-writable/assemble/ps_3_0/write_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-ps_3_0-write_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 4 random context instructions (seed 1 attempt 0)
ps_3_0
mov r0, c0
mov oC0, c0
add r1, c5, c5
mad r2, c6, r1, r1
mov r3, c7
add r4, r1, r2
