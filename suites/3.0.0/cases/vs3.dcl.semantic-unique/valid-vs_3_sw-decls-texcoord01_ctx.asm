// case: vs3.dcl.semantic-unique/valid/vs_3_sw/decls-texcoord01_ctx (validate)
// expect: valid
// case: vs3.dcl.semantic-unique/assemble/vs_3_sw/decls-texcoord01_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-decls-texcoord01_ctx.bin
// origin: template code {code: mov o1, v0 mov o2, v0, decls: texcoord01} + 5 random context instructions (seed 1 attempt 2)
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord o1
dcl_texcoord1 o2
mov o1, v0
mov o2, v0
mov o0, v0
mul r0, c0, c0
mov r1, c2
mov r2, r0
mul r3, c0, c0
add r4, r2, c7
