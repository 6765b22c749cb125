// case: vs3.o.count/valid/vs_3_sw/file-o_index-0_ctx (validate)
// expect: valid
// case: vs3.o.count/assemble/vs_3_sw/file-o_index-0_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-file-o_index-0_ctx.bin
// origin: template reg_use {file: o, index: 0} + 2 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov o0, c0
mov o0, v0
mad r0, c1, c1, c1
mul r1, r0, c5
