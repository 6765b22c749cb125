// case: rel.aL-in-loop/invalid/vs_2_0/code-c-aL_ctx (validate)
// expect: invalid [rel.aL-in-loop]
// origin: template code {code: c-aL} + 6 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
add r0, v0, c0[aL]
mov oPos, v0
mov r1, c4
mov r2, r1
mad r3, r1, r2, r1
mad r4, r3, c0, c0
mad r5, r4, r3, r1
mad r6, c0, r2, c0
