// case: reg.index-range/invalid/vs_3_0/r_file-r_index-32_ctx (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: r, index: 32} + 5 random context instructions (seed 1 attempt 1)
vs_3_0
dcl_position v0
dcl_position o0
mov r32, c0
mov o0, v0
add r0, c4, c4
add r1, c3, c3
add r2, r1, r0
add r3, c4, r1
add r4, c0, r3
