// case: ps.oC.single-write-static-if/valid/ps_2_sw/code_ctx (validate)
// expect: valid
// case: ps.oC.single-write-static-if/assemble/ps_2_sw/code_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-code_ctx.bin
// origin: template code {code: if b0 mov r0, c0 endif} + 4 random context instructions (seed 1 attempt 0)
ps_2_sw
if b0
    mov r0, c0
endif
mov oC0, c0
mov r1, c0
add r2, r1, c1
mad r3, c5, r2, r1
mov r4, r2
