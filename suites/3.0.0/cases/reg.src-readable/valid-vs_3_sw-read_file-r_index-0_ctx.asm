// case: reg.src-readable/valid/vs_3_sw/read_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.src-readable/assemble/vs_3_sw/read_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-read_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 6 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r0, c0
mov o0, v0
mul r1, c3, c3
mul r2, r1, r1
add r3, c6, c6
mov r4, c4
mov r5, c6
mul r6, r4, r1
