// case: reg.dst-writable/valid/ps_2_0/write_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.dst-writable/assemble/ps_2_0/write_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-ps_2_0-write_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 5 random context instructions (seed 1 attempt 0)
ps_2_0
mov r0, c0
mov oC0, c0
mul r1, c3, c3
add r2, c3, c3
mul r3, c5, r1
mov r4, c3
add r5, r4, r1
