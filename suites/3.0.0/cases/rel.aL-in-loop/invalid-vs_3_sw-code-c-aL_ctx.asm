// case: rel.aL-in-loop/invalid/vs_3_sw/code-c-aL_ctx (validate)
// expect: invalid [rel.aL-in-loop]
// origin: template code {code: c-aL} + 1 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
add r0, v0, c0[aL]
mov o0, v0
mov r1, c5
