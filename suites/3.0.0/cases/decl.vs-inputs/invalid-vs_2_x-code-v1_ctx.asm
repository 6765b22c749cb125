// case: decl.vs-inputs/invalid/vs_2_x/code-v1_ctx (validate)
// expect: invalid [decl.vs-inputs]
// origin: template code {code: v1} + 5 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r0, v1
mov oPos, v0
mov r1, c1
mad r2, c6, c6, r1
add r3, r2, r2
mad r4, c7, r2, r2
mul r5, r2, c0
