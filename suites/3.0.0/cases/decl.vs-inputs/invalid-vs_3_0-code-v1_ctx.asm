// case: decl.vs-inputs/invalid/vs_3_0/code-v1_ctx (validate)
// expect: invalid [decl.vs-inputs]
// origin: template code {code: v1} + 3 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r0, v1
mov o0, v0
mov r1, c2
mad r2, c4, c4, r1
mul r3, r2, r2
