// case: vs3.index.no-pos-psize/invalid/vs_3_0/code-o0 (validate)
// expect: invalid [vs3.index.no-pos-psize]
// origin: template code {code: o0, decls: defi i0, 2, 0, 1, 0 dcl_psize o1 dcl_texcoord0 o2}
vs_3_0
dcl_position v0
dcl_position o0
defi i0, 2, 0, 1, 0
dcl_psize o1
dcl_texcoord0 o2
mov o1, v0.x
mov o2, v0
loop aL, i0
mov o[aL], v0
endloop
mov o0, v0
