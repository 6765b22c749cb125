// case: flow.label-range/valid/vs_2_x/file-l_index-0_ctx (validate)
// expect: valid
// case: flow.label-range/assemble/vs_2_x/file-l_index-0_ctx (assemble)
// expect: the tokens of valid-vs_2_x-file-l_index-0_ctx.bin
// origin: template reg_use {file: l, index: 0} + 5 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
call l0
mov oPos, v0
mov r0, c3
mad r1, r0, r0, r0
add r2, r1, c2
mov r3, c4
add r4, r2, r0
ret
label l0
ret
