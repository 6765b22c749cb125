// case: vs3.index.no-pos-psize/invalid/vs_3_0/code-o1_ctx (validate)
// expect: invalid [vs3.index.no-pos-psize]
// origin: template code {code: o1, decls: defi i0, 2, 0, 1, 0 dcl_psize o1 dcl_texcoord0 o2} + 6 random context instructions (seed 1 attempt 0)
vs_3_0
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
mul r0, c3, c3
mul r1, c2, c2
mad r2, c7, c7, r1
mov r3, c6
add r4, c4, c4
add r5, r1, r1
