// case: ps3.v.count/valid/ps_3_sw/file-v_index-0_ctx (validate)
// expect: valid
// case: ps3.v.count/assemble/ps_3_sw/file-v_index-0_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-file-v_index-0_ctx.bin
// origin: template reg_use {file: v, index: 0} + 4 random context instructions (seed 1 attempt 0)
ps_3_sw
dcl_texcoord v0
mov r0, v0
mov oC0, c0
mul r1, c4, c4
add r2, r1, r1
mov r3, r1
add r4, c7, r2
