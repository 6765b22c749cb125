// case: flow.label-range/invalid/vs_2_0/file-l_index-16_ctx (validate)
// expect: invalid [flow.label-range]
// origin: template reg_use {file: l, index: 16} + 3 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
call l16
mov oPos, v0
mul r0, c5, c5
mov r1, r0
mad r2, r1, c4, r1
ret
label l16
ret
