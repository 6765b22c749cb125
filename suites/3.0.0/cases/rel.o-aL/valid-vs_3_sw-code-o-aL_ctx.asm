// case: rel.o-aL/valid/vs_3_sw/code-o-aL_ctx (validate)
// expect: valid
// case: rel.o-aL/assemble/vs_3_sw/code-o-aL_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-code-o-aL_ctx.bin
// origin: template code {code: o-aL, decls: defi i0, 2, 0, 1, 0 dcl_texcoord0 o1 dcl_texcoord1 o2} + 1 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
defi i0, 2, 0, 1, 0
dcl_texcoord o1
dcl_texcoord1 o2
loop aL, i0
    mov o1[aL], v0
endloop
mov o0, v0
mul r0, c4, c4
