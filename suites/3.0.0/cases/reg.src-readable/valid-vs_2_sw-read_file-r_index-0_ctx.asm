// case: reg.src-readable/valid/vs_2_sw/read_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.src-readable/assemble/vs_2_sw/read_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-read_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 3 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r0, c0
mov oPos, v0
mad r1, c6, c6, c6
mad r2, r1, c5, r1
mov r3, c6
