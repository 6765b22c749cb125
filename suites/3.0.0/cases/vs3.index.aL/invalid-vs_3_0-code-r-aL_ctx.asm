// case: vs3.index.aL/invalid/vs_3_0/code-r-aL_ctx (validate)
// expect: invalid [vs3.index.aL]
// origin: template code {code: r-aL, decls: defi i0, 2, 0, 1, 0} + 4 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
defi i0, 2, 0, 1, 0
mov r1, v0
mov r2, v0
loop aL, i0
    add r0, v0, r1[aL]
endloop
mov o0, v0
add r3, c7, c7
add r4, c6, r3
mul r5, c6, c6
mad r6, r5, r4, c5
