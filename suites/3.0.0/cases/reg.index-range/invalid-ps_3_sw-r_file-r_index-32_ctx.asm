// case: reg.index-range/invalid/ps_3_sw/r_file-r_index-32_ctx (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: r, index: 32} + 6 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r32, c0
mov oC0, c0
mov r0, c4
mad r1, r0, r0, c2
mul r2, c6, r0
mad r3, r1, c2, r1
mad r4, r1, r3, r2
mov r5, r2
