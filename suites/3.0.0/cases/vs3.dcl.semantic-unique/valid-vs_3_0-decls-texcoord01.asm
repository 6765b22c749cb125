// case: vs3.dcl.semantic-unique/valid/vs_3_0/decls-texcoord01 (validate)
// expect: valid
// case: vs3.dcl.semantic-unique/assemble/vs_3_0/decls-texcoord01 (assemble)
// expect: the tokens of valid-vs_3_0-decls-texcoord01.bin
// origin: template code {code: mov o1, v0 mov o2, v0, decls: texcoord01}
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 o1
dcl_texcoord1 o2
mov o1, v0
mov o2, v0
mov o0, v0
