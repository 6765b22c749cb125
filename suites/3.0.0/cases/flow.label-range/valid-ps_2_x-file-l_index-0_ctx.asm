// case: flow.label-range/valid/ps_2_x/file-l_index-0_ctx (validate)
// expect: valid
// case: flow.label-range/assemble/ps_2_x/file-l_index-0_ctx (assemble)
// expect: the tokens of valid-ps_2_x-file-l_index-0_ctx.bin
// origin: template reg_use {file: l, index: 0} + 4 random context instructions (seed 1 attempt 0)
ps_2_x
call l0
mov oC0, c0
mul r0, c5, c5
mad r1, c6, c6, r0
add r2, r0, r1
add r3, r2, c1
ret
label l0
ret
