// case: reg.index-range/valid/vs_2_x/sweep_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_x/sweep_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-vs_2_x-sweep_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 4 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r0, c0
mov oPos, v0
mov r1, c7
mad r2, r1, c0, c0
mov r3, c5
add r4, c4, r3
