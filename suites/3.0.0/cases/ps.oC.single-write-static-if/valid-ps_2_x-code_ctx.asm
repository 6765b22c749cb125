// case: ps.oC.single-write-static-if/valid/ps_2_x/code_ctx (validate)
// expect: valid
// case: ps.oC.single-write-static-if/assemble/ps_2_x/code_ctx (assemble)
// expect: the tokens of valid-ps_2_x-code_ctx.bin
// origin: template code {code: if b0 mov r0, c0 endif} + 5 random context instructions (seed 1 attempt 0)
ps_2_x
if b0
    mov r0, c0
endif
mov oC0, c0
mov r1, c7
mad r2, r1, r1, c5
mul r3, r2, c0
mov r4, r1
mul r5, r3, r2
