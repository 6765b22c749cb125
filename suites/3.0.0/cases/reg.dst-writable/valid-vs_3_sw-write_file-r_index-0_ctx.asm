// case: reg.dst-writable/valid/vs_3_sw/write_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.dst-writable/assemble/vs_3_sw/write_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-write_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 5 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r0, c0
mov o0, v0
mad r1, c2, c2, c2
mul r2, r1, r1
mov r3, c5
add r4, c0, c0
mul r5, r4, r2
