// case: decl.def-before-code/valid/ps_3_sw/code_ctx (validate)
// expect: valid
// case: decl.def-before-code/assemble/ps_3_sw/code_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-code_ctx.bin
// origin: template code {code: mov r0, c1, decls: def c1, 0.5, 1, 0, -2} + 3 random context instructions (seed 1 attempt 1)
ps_3_sw
def c1, 0.5, 1.0, 0.0, -2.0
mov r0, c1
mov oC0, c0
add r1, c1, c1
mov r2, c0
mad r3, r2, c5, c5
