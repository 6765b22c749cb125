// case: vs3.index.declared/invalid/vs_3_0/code-v (validate)
// expect: invalid [vs3.index.declared]
// origin: template code {code: v, decls: defi i0, 2, 0, 1, 0}
vs_3_0
dcl_position v0
dcl_position o0
defi i0, 2, 0, 1, 0
mov r0, v0
loop aL, i0
add r0, r0, v[aL + 1]
endloop
mov o0, v0
