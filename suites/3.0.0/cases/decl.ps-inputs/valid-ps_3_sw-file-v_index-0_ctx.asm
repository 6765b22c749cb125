// case: decl.ps-inputs/valid/ps_3_sw/file-v_index-0_ctx (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_sw/file-v_index-0_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-file-v_index-0_ctx.bin
// origin: template reg_use {file: v, index: 0} + 6 random context instructions (seed 1 attempt 0)
ps_3_sw
dcl_texcoord v0
mov r0, v0
mov oC0, c0
mad r1, c5, c5, c5
add r2, r1, c3
mul r3, c6, c6
mov r4, r1
add r5, r4, c7
add r6, r5, c0
