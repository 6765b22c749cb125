// case: vs3.dcl.all-used/invalid/vs_3_0/code-undeclared_ctx (validate)
// expect: invalid [vs3.dcl.all-used]
// origin: template code {code: undeclared} + 3 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov o1, v0
mov o0, v0
add r0, c4, c4
add r1, c6, c6
mad r2, r1, r0, r1
