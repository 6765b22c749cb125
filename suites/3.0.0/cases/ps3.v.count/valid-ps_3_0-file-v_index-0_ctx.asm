// case: ps3.v.count/valid/ps_3_0/file-v_index-0_ctx (validate)
// expect: valid
// case: ps3.v.count/assemble/ps_3_0/file-v_index-0_ctx (assemble)
// expect: the tokens of valid-ps_3_0-file-v_index-0_ctx.bin
// origin: template reg_use {file: v, index: 0} + 4 random context instructions (seed 1 attempt 0)
ps_3_0
dcl_texcoord v0
mov r0, v0
mov oC0, c0
add r1, c1, c1
mad r2, c6, c6, r1
mad r3, r1, c7, c7
mad r4, c3, c3, r1
