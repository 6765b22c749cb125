// case: decl.vs-inputs/invalid/vs_2_sw/code-v1_ctx (validate)
// expect: invalid [decl.vs-inputs]
// origin: template code {code: v1} + 1 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r0, v1
mov oPos, v0
mad r1, c0, c0, c0
