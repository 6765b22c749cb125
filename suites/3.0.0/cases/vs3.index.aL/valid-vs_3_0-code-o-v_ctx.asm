// case: vs3.index.aL/valid/vs_3_0/code-o-v_ctx (validate)
// expect: valid
// case: vs3.index.aL/assemble/vs_3_0/code-o-v_ctx (assemble)
// expect: the tokens of valid-vs_3_0-code-o-v_ctx.bin
// origin: template code {code: o-v, decls: defi i0, 2, 0, 1, 0 dcl_texcoord0 v1 dcl_texcoord1 v2 dcl_texcoord0 o1 dcl_texcoord1 o2} + 4 random context instructions (seed 1 attempt 0)
vs_3_0
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
mov r0, c2
add r1, r0, c4
mad r2, c3, r0, c3
mad r3, c7, c7, r0
