// case: vs3.index.pos-o0-psize-o1/invalid/vs_3_sw/code-psize-o3_ctx (validate)
// expect: invalid [vs3.index.pos-o0-psize-o1]
// origin: template code {code: psize-o3, decls: defi i0, 2, 0, 1, 0 dcl_texcoord0 o1 dcl_psize o3} + 4 random context instructions (seed 1 attempt 1)
vs_3_sw
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
mul r0, c6, c6
mov r1, c2
add r2, r0, c0
mov r3, r0
