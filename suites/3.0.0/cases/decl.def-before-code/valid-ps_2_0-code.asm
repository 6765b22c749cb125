// case: decl.def-before-code/valid/ps_2_0/code (validate)
// expect: valid
// case: decl.def-before-code/assemble/ps_2_0/code (assemble)
// expect: the tokens of valid-ps_2_0-code.bin
// origin: template code {code: mov r0, c1, decls: def c1, 0.5, 1, 0, -2}
ps_2_0
def c1, 0.5, 1, 0, -2
mov r0, c1
mov oC0, c0
