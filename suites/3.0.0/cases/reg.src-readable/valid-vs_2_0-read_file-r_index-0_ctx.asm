// case: reg.src-readable/valid/vs_2_0/read_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.src-readable/assemble/vs_2_0/read_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-vs_2_0-read_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 4 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r0, c0
mov oPos, v0
mov r1, c4
mad r2, c0, c0, r1
mad r3, r1, c1, c1
mad r4, r3, c4, r1
