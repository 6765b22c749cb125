// case: vs3.o.eleven/valid/vs_3_0/code-eleven-and-psize_ctx (validate)
// expect: valid
// case: vs3.o.eleven/assemble/vs_3_0/code-eleven-and-psize_ctx (assemble)
// expect: the tokens of valid-vs_3_0-code-eleven-and-psize_ctx.bin
// origin: template code {code: eleven-and-psize, decls: dcl_texcoord0 o1 dcl_texcoord1 o2 dcl_texcoord2 o3 dcl_texcoord3 o4 dcl_texcoord4 o5 dcl_texcoord5 o6 dcl_texcoord6 o7 dcl_texcoord7 o8 dcl_color0 o9 dcl_color1 o10 dcl_psize o11} + 6 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord o1
dcl_texcoord1 o2
dcl_texcoord2 o3
dcl_texcoord3 o4
dcl_texcoord4 o5
dcl_texcoord5 o6
dcl_texcoord6 o7
dcl_texcoord7 o8
dcl_color o9
dcl_color1 o10
dcl_psize o11
mov o11, v0.x
mov o0, v0
mul r0, c2, c2
mul r1, r0, r0
mul r2, c3, r1
mov r3, c5
mad r4, c2, r1, c2
mad r5, r3, r1, r3
