// case: vs3.index.pos-o0-psize-o1/invalid/vs_3_0/code-psize-o3 (validate)
// expect: invalid [vs3.index.pos-o0-psize-o1]
// origin: template code {code: psize-o3, decls: defi i0, 2, 0, 1, 0 dcl_texcoord0 o1 dcl_psize o3}
vs_3_0
dcl_position v0
dcl_position o0
defi i0, 2, 0, 1, 0
dcl_texcoord0 o1
dcl_psize o3
mov o3, v0.x
loop aL, i0
mov o[aL + 1], v0
endloop
mov o0, v0
