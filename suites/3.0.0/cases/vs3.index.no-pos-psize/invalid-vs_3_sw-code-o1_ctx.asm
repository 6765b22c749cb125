// case: vs3.index.no-pos-psize/invalid/vs_3_sw/code-o1_ctx (validate)
// expect: invalid [vs3.index.no-pos-psize]
// origin: template code {code: o1, decls: defi i0, 2, 0, 1, 0 dcl_psize o1 dcl_texcoord0 o2} + 2 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
defi i0, 2, 0, 1, 0
dcl_psize o1
dcl_texcoord o2
mov o1, v0.x
loop aL, i0
    mov o1[aL], v0
endloop
mov o0, v0
add r0, c5, c5
mul r1, c3, c3
