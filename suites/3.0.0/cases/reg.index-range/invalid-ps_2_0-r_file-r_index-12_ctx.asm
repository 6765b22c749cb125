// case: reg.index-range/invalid/ps_2_0/r_file-r_index-12_ctx (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: r, index: 12} + 4 random context instructions (seed 1 attempt 0)
ps_2_0
mov r12, c0
mov oC0, c0
mul r0, c0, c0
mul r1, c6, r0
add r2, c2, c2
mul r3, c7, c7
