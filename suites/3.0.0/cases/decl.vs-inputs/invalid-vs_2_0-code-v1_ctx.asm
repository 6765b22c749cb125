// case: decl.vs-inputs/invalid/vs_2_0/code-v1_ctx (validate)
// expect: invalid [decl.vs-inputs]
// origin: template code {code: v1} + 3 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r0, v1
mov oPos, v0
mul r1, c1, c1
add r2, r1, c4
mul r3, r2, c1
