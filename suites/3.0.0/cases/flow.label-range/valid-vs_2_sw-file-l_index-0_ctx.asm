// case: flow.label-range/valid/vs_2_sw/file-l_index-0_ctx (validate)
// expect: valid
// case: flow.label-range/assemble/vs_2_sw/file-l_index-0_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-file-l_index-0_ctx.bin
// origin: template reg_use {file: l, index: 0} + 4 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
call l0
mov oPos, v0
mul r0, c7, c7
mul r1, r0, r0
mov r2, r0
mul r3, c2, r2
ret
label l0
ret
