// case: vs3.dcl.all-used/invalid/vs_3_sw/code-undeclared_ctx (validate)
// expect: invalid [vs3.dcl.all-used]
// origin: template code {code: undeclared} + 2 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov o1, v0
mov o0, v0
add r0, c1, c1
add r1, r0, c7
