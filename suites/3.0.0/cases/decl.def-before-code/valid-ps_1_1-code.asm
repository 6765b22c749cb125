// case: decl.def-before-code/valid/ps_1_1/code (validate)
// expect: valid
// case: decl.def-before-code/assemble/ps_1_1/code (assemble)
// expect: the tokens of valid-ps_1_1-code.bin
// origin: template code {code: mov r0, c1, decls: def c1, 0.5, 1, 0, -2}
ps_1_1
def c1, 0.5, 1, 0, -2
mov r0, c1
mov r0, c0
