// case: vs3.index.declared/invalid/vs_3_0/code-v_ctx (validate)
// expect: invalid [vs3.index.declared]
// origin: template code {code: v, decls: defi i0, 2, 0, 1, 0} + 4 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
defi i0, 2, 0, 1, 0
mov r0, v0
loop aL, i0
    add r0, r0, v1[aL]
endloop
mov o0, v0
add r1, c3, c3
mov r2, c3
mov r3, c0
mul r4, c1, r3
