// case: vs3.index.declared/invalid/vs_3_sw/code-v_ctx (validate)
// expect: invalid [vs3.index.declared]
// origin: template code {code: v, decls: defi i0, 2, 0, 1, 0} + 2 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
defi i0, 2, 0, 1, 0
mov r0, v0
loop aL, i0
    add r0, r0, v1[aL]
endloop
mov o0, v0
mov r1, c6
mov r2, c0
