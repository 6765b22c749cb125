// case: vs3.index.declared/valid/vs_3_sw/code-o_ctx (validate)
// expect: valid
// case: vs3.index.declared/assemble/vs_3_sw/code-o_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-code-o_ctx.bin
// origin: template code {code: o, decls: defi i0, 2, 0, 1, 0 dcl_texcoord0 o1} + 3 random context instructions (seed 1 attempt 2)
vs_3_sw
dcl_position v0
dcl_position o0
defi i0, 2, 0, 1, 0
dcl_texcoord o1
loop aL, i0
    mov o1[aL], v0
endloop
mov o0, v0
add r0, c7, c7
add r1, c3, r0
mov r2, r0
