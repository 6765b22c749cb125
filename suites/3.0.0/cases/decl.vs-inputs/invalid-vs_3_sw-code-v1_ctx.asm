// case: decl.vs-inputs/invalid/vs_3_sw/code-v1_ctx (validate)
// expect: invalid [decl.vs-inputs]
// origin: template code {code: v1} + 2 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r0, v1
mov o0, v0
mul r1, c4, c4
add r2, c4, c4
