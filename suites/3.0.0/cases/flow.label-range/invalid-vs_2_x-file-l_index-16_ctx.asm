// case: flow.label-range/invalid/vs_2_x/file-l_index-16_ctx (validate)
// expect: invalid [flow.label-range]
// origin: template reg_use {file: l, index: 16} + 5 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
call l16
mov oPos, v0
add r0, c3, c3
mul r1, r0, c4
mad r2, r0, r0, c7
mad r3, r2, c5, r0
add r4, c5, r0
ret
label l16
ret
