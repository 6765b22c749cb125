// case: vs3.index.declared/valid/vs_3_0/code-o_ctx (validate)
// expect: valid
// case: vs3.index.declared/assemble/vs_3_0/code-o_ctx (assemble)
// expect: the tokens of valid-vs_3_0-code-o_ctx.bin
// origin: template code {code: o, decls: defi i0, 2, 0, 1, 0 dcl_texcoord0 o1} + 5 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
defi i0, 2, 0, 1, 0
dcl_texcoord o1
loop aL, i0
    mov o1[aL], v0
endloop
mov o0, v0
add r0, c4, c4
mad r1, c3, c3, r0
mad r2, c2, c2, r0
mad r3, c4, c4, r0
mul r4, r3, c5
