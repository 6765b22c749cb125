// case: reg.index-range/valid/vs_2_0/sweep_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_0/sweep_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-vs_2_0-sweep_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 3 random context instructions (seed 1 attempt 3)
vs_2_0
dcl_position v0
mov r0, c0
mov oPos, v0
mov r1, c3
mul r2, r1, c1
mov r3, c4
