// case: flow.label-range/valid/vs_2_0/file-l_index-0_ctx (validate)
// expect: valid
// case: flow.label-range/assemble/vs_2_0/file-l_index-0_ctx (assemble)
// expect: the tokens of valid-vs_2_0-file-l_index-0_ctx.bin
// origin: template reg_use {file: l, index: 0} + 4 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
call l0
mov oPos, v0
mov r0, c6
mov r1, r0
mov r2, r1
add r3, r2, r2
ret
label l0
ret
