// case: vs3.index.declared/valid/vs_3_sw/code-o (validate)
// expect: valid
// case: vs3.index.declared/assemble/vs_3_sw/code-o (assemble)
// expect: the tokens of valid-vs_3_sw-code-o.bin
// origin: template code {code: o, decls: defi i0, 2, 0, 1, 0 dcl_texcoord0 o1}
vs_3_sw
dcl_position v0
dcl_position o0
defi i0, 2, 0, 1, 0
dcl_texcoord0 o1
loop aL, i0
mov o[aL + 1], v0
endloop
mov o0, v0
