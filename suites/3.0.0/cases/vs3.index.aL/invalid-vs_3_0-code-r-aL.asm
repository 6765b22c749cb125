// case: vs3.index.aL/invalid/vs_3_0/code-r-aL (validate)
// expect: invalid [vs3.index.aL]
// origin: template code {code: r-aL, decls: defi i0, 2, 0, 1, 0}
vs_3_0
dcl_position v0
dcl_position o0
defi i0, 2, 0, 1, 0
mov r1, v0
mov r2, v0
loop aL, i0
add r0, v0, r[aL + 1]
endloop
mov o0, v0
