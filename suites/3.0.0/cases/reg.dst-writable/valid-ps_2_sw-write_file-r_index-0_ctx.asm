// case: reg.dst-writable/valid/ps_2_sw/write_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.dst-writable/assemble/ps_2_sw/write_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-write_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 4 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r0, c0
mov oC0, c0
add r1, c2, c2
add r2, r1, c4
mov r3, c4
mov r4, c2
