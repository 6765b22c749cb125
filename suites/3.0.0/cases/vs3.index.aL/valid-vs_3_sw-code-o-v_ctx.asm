// case: vs3.index.aL/valid/vs_3_sw/code-o-v_ctx (validate)
// expect: valid
// case: vs3.index.aL/assemble/vs_3_sw/code-o-v_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-code-o-v_ctx.bin
// origin: template code {code: o-v, decls: defi i0, 2, 0, 1, 0 dcl_texcoord0 v1 dcl_texcoord1 v2 dcl_texcoord0 o1 dcl_texcoord1 o2} + 3 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
defi i0, 2, 0, 1, 0
dcl_texcoord v1
dcl_texcoord1 v2
dcl_texcoord o1
dcl_texcoord1 o2
loop aL, i0
    mov o1[aL], v1[aL]
endloop
mov o0, v0
mul r0, c0, c0
mov r1, c3
mul r2, c7, c7
