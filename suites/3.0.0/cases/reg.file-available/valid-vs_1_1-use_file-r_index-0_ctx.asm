// case: reg.file-available/valid/vs_1_1/use_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.file-available/assemble/vs_1_1/use_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-vs_1_1-use_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 3 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r0, c0
mov oPos, v0
mul r1, c6, c6
mad r2, c3, c3, r1
mul r3, c1, c1
