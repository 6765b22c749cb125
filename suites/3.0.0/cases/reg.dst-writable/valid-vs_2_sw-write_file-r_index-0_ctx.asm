// case: reg.dst-writable/valid/vs_2_sw/write_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.dst-writable/assemble/vs_2_sw/write_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-write_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 1 random context instructions (seed 1 attempt 1)
vs_2_sw
dcl_position v0
mov r0, c0
mov oPos, v0
mov r1, c1
