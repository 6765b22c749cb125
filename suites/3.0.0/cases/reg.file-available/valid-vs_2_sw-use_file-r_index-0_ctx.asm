// case: reg.file-available/valid/vs_2_sw/use_file-r_index-0_ctx (validate)
// expect: valid
// case: reg.file-available/assemble/vs_2_sw/use_file-r_index-0_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-use_file-r_index-0_ctx.bin
// origin: template reg_use {file: r, index: 0} + 4 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r0, c0
mov oPos, v0
add r1, c2, c2
add r2, r1, r1
mad r3, r1, r1, c1
mad r4, c1, r2, c1
