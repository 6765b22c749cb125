// case: reg.src-readable/valid/vs_1_1/read_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.src-readable/assemble/vs_1_1/read_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-vs_1_1-read_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 6 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r0, c0
mov oPos, v0
mov r1, c0
mul r2, r1, c0
mov r3, r1
mov r4, c2
mul r5, c2, r3
mul r6, c0, c0
