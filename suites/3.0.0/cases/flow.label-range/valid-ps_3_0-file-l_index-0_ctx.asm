// case: flow.label-range/valid/ps_3_0/file-l_index-0_ctx (validate)
// expect: valid
// case: flow.label-range/assemble/ps_3_0/file-l_index-0_ctx (assemble)
// expect: the tokens of valid-ps_3_0-file-l_index-0_ctx.bin
// origin: template reg_use {file: l, index: 0} + 1 random context instructions (seed 1 attempt 0)
ps_3_0
call l0
mov oC0, c0
add r0, c6, c6
ret
label l0
ret
