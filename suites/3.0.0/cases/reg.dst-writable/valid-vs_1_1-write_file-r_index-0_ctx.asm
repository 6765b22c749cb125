// case: reg.dst-writable/valid/vs_1_1/write_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.dst-writable/assemble/vs_1_1/write_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-vs_1_1-write_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 3 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r0, c0
mov oPos, v0
mov r1, c0
mad r2, r1, c5, c5
add r3, c7, r2
