// case: reg.index-range/valid/vs_1_1/sweep_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.index-range/assemble/vs_1_1/sweep_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-vs_1_1-sweep_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 3 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r0, c0
mov oPos, v0
mul r1, c7, c7
mad r2, r1, c4, c4
add r3, c2, c2
