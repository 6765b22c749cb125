// case: reg.index-range/invalid/vs_1_1/r_file-r_index-12_ctx (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: r, index: 12} + 3 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r12, c0
mov oPos, v0
mov r0, c7
mul r1, c2, r0
add r2, c1, r1
