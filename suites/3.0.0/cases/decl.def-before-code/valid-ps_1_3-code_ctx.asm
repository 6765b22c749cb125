// case: decl.def-before-code/valid/ps_1_3/code_ctx (validate)
// expect: valid
// case: decl.def-before-code/assemble/ps_1_3/code_ctx (assemble)
// expect: the tokens of valid-ps_1_3-code_ctx.bin
// origin: template code {code: mov r0, c1, decls: def c1, 0.5, 1, 0, -2} + 1 random context instructions (seed 1 attempt 0)
ps_1_3
def c1, 0.5, 1.0, 0.0, -2.0
mov r0, c1
mov r0, c0
add r1, c0, c0
