// case: decl.ps-inputs/valid/ps_2_0/file-v_index-0_ctx (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_2_0/file-v_index-0_ctx (assemble)
// expect: the tokens of valid-ps_2_0-file-v_index-0_ctx.bin
// origin: template reg_use {file: v, index: 0} + 5 random context instructions (seed 1 attempt 0)
ps_2_0
dcl v0
mov r0, v0
mov oC0, c0
mov r1, c2
add r2, r1, c3
add r3, r2, r1
mul r4, r3, r1
mul r5, r2, r2
