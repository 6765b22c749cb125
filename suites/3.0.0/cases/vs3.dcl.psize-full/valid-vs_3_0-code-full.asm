// case: vs3.dcl.psize-full/valid/vs_3_0/code-full (validate)
// expect: valid
// case: vs3.dcl.psize-full/assemble/vs_3_0/code-full (assemble)
// expect: the tokens of valid-vs_3_0-code-full.bin
// origin: template code {code: full, decls: dcl_psize o1}
vs_3_0
dcl_position v0
dcl_position o0
dcl_psize o1
mov o1, v0.x
mov o0, v0
