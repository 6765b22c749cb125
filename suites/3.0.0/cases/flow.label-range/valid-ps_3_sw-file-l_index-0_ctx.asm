// case: flow.label-range/valid/ps_3_sw/file-l_index-0_ctx (validate)
// expect: valid
// case: flow.label-range/assemble/ps_3_sw/file-l_index-0_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-file-l_index-0_ctx.bin
// origin: template reg_use {file: l, index: 0} + 3 random context instructions (seed 1 attempt 1)
ps_3_sw
call l0
mov oC0, c0
mul r0, c5, c5
mad r1, r0, c5, c5
mad r2, c3, c3, r0
ret
label l0
ret
