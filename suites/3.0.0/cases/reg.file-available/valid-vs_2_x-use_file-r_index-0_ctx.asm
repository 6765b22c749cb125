// case: reg.file-available/valid/vs_2_x/use_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.file-available/assemble/vs_2_x/use_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-vs_2_x-use_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 4 random context instructions (seed 1 attempt 2)
vs_2_x
dcl_position v0
mov r0, c0
mov oPos, v0
mul r1, c6, c6
mul r2, c4, c4
mov r3, r2
mov r4, c1
