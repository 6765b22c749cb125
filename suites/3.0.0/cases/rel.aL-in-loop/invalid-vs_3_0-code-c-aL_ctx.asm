// case: rel.aL-in-loop/invalid/vs_3_0/code-c-aL_ctx (validate)
// expect: invalid [rel.aL-in-loop]
// origin: template code {code: c-aL} + 4 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
add r0, v0, c0[aL]
mov o0, v0
mov r1, c0
mad r2, r1, c2, c2
add r3, c6, r1
mov r4, c4
