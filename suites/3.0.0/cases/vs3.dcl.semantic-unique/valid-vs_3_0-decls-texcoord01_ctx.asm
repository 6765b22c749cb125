// case: vs3.dcl.semantic-unique/valid/vs_3_0/decls-texcoord01_ctx (validate)
// expect: valid
// case: vs3.dcl.semantic-unique/assemble/vs_3_0/decls-texcoord01_ctx (assemble)
// expect: the tokens of valid-vs_3_0-decls-texcoord01_ctx.bin
// origin: template code {code: mov o1, v0 mov o2, v0, decls: texcoord01} + 6 random context instructions (seed 1 attempt 1)
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord o1
dcl_texcoord1 o2
mov o1, v0
mov o2, v0
mov o0, v0
mul r0, c6, c6
mov r1, c3
mov r2, c4
mov r3, r1
mad r4, r1, c0, c0
mov r5, c3
