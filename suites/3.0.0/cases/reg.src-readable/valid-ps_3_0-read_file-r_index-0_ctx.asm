// case: reg.src-readable/valid/ps_3_0/read_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.src-readable/assemble/ps_3_0/read_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-ps_3_0-read_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 4 random context instructions (seed 1 attempt 0)
ps_3_0
mov r0, c0
mov oC0, c0
mul r1, c2, c2
add r2, c7, r1
mov r3, c0
mul r4, c3, c3
