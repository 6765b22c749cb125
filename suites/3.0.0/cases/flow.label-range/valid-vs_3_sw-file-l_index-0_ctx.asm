// case: flow.label-range/valid/vs_3_sw/file-l_index-0_ctx (validate)
// expect: valid
// case: flow.label-range/assemble/vs_3_sw/file-l_index-0_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-file-l_index-0_ctx.bin
// origin: template reg_use {file: l, index: 0} + 3 random context instructions (seed 1 attempt 1)
vs_3_sw
dcl_position v0
dcl_position o0
call l0
mov o0, v0
mov r0, c3
mov r1, c1
mul r2, r1, r0
ret
label l0
ret
