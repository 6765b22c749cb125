// case: decl.vs-inputs/invalid/vs_1_1/code-v1_ctx (validate)
// expect: invalid [decl.vs-inputs]
// origin: template code {code: v1} + 5 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r0, v1
mov oPos, v0
mov r1, c5
mov r2, r1
add r3, c4, r2
mov r4, r2
mul r5, c6, r1
