// case: decl.ps-inputs/valid/ps_2_sw/file-v_index-0_ctx (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_2_sw/file-v_index-0_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-file-v_index-0_ctx.bin
// origin: template reg_use {file: v, index: 0} + 5 random context instructions (seed 1 attempt 0)
ps_2_sw
dcl v0
mov r0, v0
mov oC0, c0
mad r1, c7, c7, c7
mul r2, c2, c2
add r3, r2, c2
mov r4, c7
add r5, c6, r1
