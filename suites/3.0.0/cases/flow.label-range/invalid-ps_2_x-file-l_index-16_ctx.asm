// case: flow.label-range/invalid/ps_2_x/file-l_index-16_ctx (validate)
// expect: invalid [flow.label-range]
// origin: template reg_use {file: l, index: 16} + 3 random context instructions (seed 1 attempt 0)
ps_2_x
call l16
mov oC0, c0
mul r0, c1, c1
mad r1, r0, c2, r0
mad r2, r1, r0, r0
ret
label l16
ret
