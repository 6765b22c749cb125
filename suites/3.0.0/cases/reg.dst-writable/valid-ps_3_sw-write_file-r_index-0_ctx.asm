// case: reg.dst-writable/valid/ps_3_sw/write_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.dst-writable/assemble/ps_3_sw/write_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-write_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 4 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r0, c0
mov oC0, c0
mad r1, c6, c6, c6
mul r2, c4, r1
mul r3, c4, r1
mad r4, r1, r1, r2
