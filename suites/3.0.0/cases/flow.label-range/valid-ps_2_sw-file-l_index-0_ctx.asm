// case: flow.label-range/valid/ps_2_sw/file-l_index-0_ctx (validate)
// expect: valid
// case: flow.label-range/assemble/ps_2_sw/file-l_index-0_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-file-l_index-0_ctx.bin
// origin: template reg_use {file: l, index: 0} + 6 random context instructions (seed 1 attempt 0)
ps_2_sw
call l0
mov oC0, c0
mul r0, c5, c5
add r1, c3, c3
mad r2, c7, r1, c7
mad r3, c7, c7, c7
mad r4, c0, r3, c0
mov r5, c1
ret
label l0
ret
