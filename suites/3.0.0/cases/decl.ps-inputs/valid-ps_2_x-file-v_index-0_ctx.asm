// case: decl.ps-inputs/valid/ps_2_x/file-v_index-0_ctx (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_2_x/file-v_index-0_ctx (assemble)
// expect: the tokens of valid-ps_2_x-file-v_index-0_ctx.bin
// origin: template reg_use {file: v, index: 0} + 5 random context instructions (seed 1 attempt 0)
ps_2_x
dcl v0
mov r0, v0
mov oC0, c0
add r1, c5, c5
mad r2, c1, c1, r1
add r3, c7, c7
add r4, c2, c2
add r5, r1, c7
