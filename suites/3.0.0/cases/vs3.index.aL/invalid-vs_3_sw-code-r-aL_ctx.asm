// case: vs3.index.aL/invalid/vs_3_sw/code-r-aL_ctx (validate)
// expect: invalid [vs3.index.aL]
// origin: template code {code: r-aL, decls: defi i0, 2, 0, 1, 0} + 2 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
defi i0, 2, 0, 1, 0
mov r1, v0
mov r2, v0
loop aL, i0
    add r0, v0, r1[aL]
endloop
mov o0, v0
mad r3, c3, c3, c3
mov r4, r3
