// case: reg.dst-writable/valid/vs_2_x/write_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.dst-writable/assemble/vs_2_x/write_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-vs_2_x-write_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 4 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r0, c0
mov oPos, v0
add r1, c6, c6
mul r2, r1, c7
add r3, c1, r1
mul r4, r1, r1
