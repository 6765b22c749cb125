// case: reg.src-readable/valid/vs_2_x/read_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.src-readable/assemble/vs_2_x/read_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-vs_2_x-read_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 3 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r0, c0
mov oPos, v0
mul r1, c2, c2
add r2, c4, c4
mad r3, c3, c3, r2
