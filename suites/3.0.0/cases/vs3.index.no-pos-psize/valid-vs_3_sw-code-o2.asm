// case: vs3.index.no-pos-psize/valid/vs_3_sw/code-o2 (validate)
// expect: valid
// case: vs3.index.no-pos-psize/assemble/vs_3_sw/code-o2 (assemble)
// expect: the tokens of valid-vs_3_sw-code-o2.bin
// origin: template code {code: o2, decls: defi i0, 2, 0, 1, 0 dcl_psize o1 dcl_texcoord0 o2}
vs_3_sw
dcl_position v0
dcl_position o0
defi i0, 2, 0, 1, 0
dcl_psize o1
dcl_texcoord0 o2
mov o1, v0.x
loop aL, i0
mov o[aL + 2], v0
endloop
mov o0, v0
