// case: reg.file-available/valid/ps_2_sw/use_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.file-available/assemble/ps_2_sw/use_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-use_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 5 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r0, c0
mov oC0, c0
mul r1, c4, c4
mul r2, r1, c1
mov r3, c0
add r4, c2, r1
add r5, r4, c0
