// case: reg.index-range/invalid/ps_2_x/r_file-r_index-32_ctx (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: r, index: 32} + 6 random context instructions (seed 1 attempt 0)
ps_2_x
mov r32, c0
mov oC0, c0
mul r0, c4, c4
add r1, r0, c3
mov r2, r1
mov r3, r2
mul r4, r1, r1
add r5, r1, r4
