// case: vs3.index.pos-o0-psize-o1/invalid/vs_3_0/code-psize-o3_ctx (validate)
// expect: invalid [vs3.index.pos-o0-psize-o1]
// origin: template code {code: psize-o3, decls: defi i0, 2, 0, 1, 0 dcl_texcoord0 o1 dcl_psize o3} + 3 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
defi i0, 2, 0, 1, 0
dcl_texcoord o1
dcl_psize o3
mov o3, v0.x
loop aL, i0
    mov o1[aL], v0
endloop
mov o0, v0
mov r0, c1
mul r1, c4, c4
mov r2, c7
