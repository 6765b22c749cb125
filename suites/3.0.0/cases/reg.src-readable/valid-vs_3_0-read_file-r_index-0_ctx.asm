// case: reg.src-readable/valid/vs_3_0/read_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.src-readable/assemble/vs_3_0/read_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-vs_3_0-read_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 4 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r0, c0
mov o0, v0
mov r1, c0
mad r2, c5, c5, r1
add r3, r2, r1
mov r4, c5
