// case: reg.file-available/valid/vs_2_0/use_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.file-available/assemble/vs_2_0/use_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-vs_2_0-use_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 5 random context instructions (seed 1 attempt 1)
vs_2_0
dcl_position v0
mov r0, c0
mov oPos, v0
add r1, c6, c6
mad r2, r1, c5, c5
mov r3, c0
mad r4, r3, r1, r1
mad r5, r2, r1, r3
