// case: rel.aL-in-loop/invalid/vs_2_sw/code-c-aL_ctx (validate)
// expect: invalid [rel.aL-in-loop]
// origin: template code {code: c-aL} + 2 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
add r0, v0, c0[aL]
mov oPos, v0
add r1, c6, c6
mul r2, r1, r1
