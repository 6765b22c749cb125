// case: decl.ps-inputs/valid/ps_3_0/file-v_index-0_ctx (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_0/file-v_index-0_ctx (assemble)
// expect: the tokens of valid-ps_3_0-file-v_index-0_ctx.bin
// origin: template reg_use {file: v, index: 0} + 3 random context instructions (seed 1 attempt 0)
ps_3_0
dcl_texcoord v0
mov r0, v0
mov oC0, c0
mul r1, c0, c0
mad r2, c5, c5, r1
mul r3, c0, c0
