// case: vs3.o.budget/valid/vs_3_0/code-one-psize (validate)
// expect: valid
// case: vs3.o.budget/assemble/vs_3_0/code-one-psize (assemble)
// expect: the tokens of valid-vs_3_0-code-one-psize.bin
// origin: template code {code: one-psize, decls: dcl_psize o1}
vs_3_0
dcl_position v0
dcl_position o0
dcl_psize o1
mov o1, v0.x
mov o0, v0
