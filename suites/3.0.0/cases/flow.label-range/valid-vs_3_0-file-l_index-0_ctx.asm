// case: flow.label-range/valid/vs_3_0/file-l_index-0_ctx (validate)
// expect: valid
// case: flow.label-range/assemble/vs_3_0/file-l_index-0_ctx (assemble)
// expect: the tokens of valid-vs_3_0-file-l_index-0_ctx.bin
// origin: template reg_use {file: l, index: 0} + 3 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
call l0
mov o0, v0
add r0, c6, c6
add r1, r0, r0
mad r2, c7, r1, r1
ret
label l0
ret
