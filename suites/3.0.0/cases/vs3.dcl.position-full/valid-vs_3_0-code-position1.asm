// case: vs3.dcl.position-full/valid/vs_3_0/code-position1 (validate)
// expect: valid
// case: vs3.dcl.position-full/assemble/vs_3_0/code-position1 (assemble)
// expect: the tokens of valid-vs_3_0-code-position1.bin
// origin: template code {code: position1, decls: dcl_position1 o1}
vs_3_0
dcl_position v0
dcl_position o0
dcl_position1 o1
mov o1, v0
mov o0, v0
