// case: decl.def-before-code/valid/ps_1_4/code_ctx (validate)
// expect: valid
// case: decl.def-before-code/assemble/ps_1_4/code_ctx (assemble)
// expect: the tokens of valid-ps_1_4-code_ctx.bin
// origin: template code {code: mov r0, c1, decls: def c1, 0.5, 1, 0, -2} + 4 random context instructions (seed 1 attempt 1)
ps_1_4
def c1, 0.5, 1.0, 0.0, -2.0
mov r0, c1
mov r0, c0
add r1, c0, c0
mul r2, r1, r1
mad r3, c1, c1, r2
mul r4, r1, r2
