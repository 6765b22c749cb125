// case: reg.dst-writable/valid/vs_2_0/write_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.dst-writable/assemble/vs_2_0/write_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-vs_2_0-write_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 4 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r0, c0
mov oPos, v0
mul r1, c5, c5
mul r2, c2, c2
mad r3, c6, r1, c6
mul r4, c7, r2
