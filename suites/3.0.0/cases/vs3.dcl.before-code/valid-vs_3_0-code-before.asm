// case: vs3.dcl.before-code/valid/vs_3_0/code-before (validate)
// expect: valid
// case: vs3.dcl.before-code/assemble/vs_3_0/code-before (assemble)
// expect: the tokens of valid-vs_3_0-code-before.bin
// origin: template code {code: before, decls: dcl_texcoord0 o1}
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 o1
mov o1, v0
mov o0, v0
