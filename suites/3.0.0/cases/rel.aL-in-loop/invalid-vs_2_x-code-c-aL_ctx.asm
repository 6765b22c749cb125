// case: rel.aL-in-loop/invalid/vs_2_x/code-c-aL_ctx (validate)
// expect: invalid [rel.aL-in-loop]
// origin: template code {code: c-aL} + 5 random context instructions (seed 1 attempt 1)
vs_2_x
dcl_position v0
add r0, v0, c0[aL]
mov oPos, v0
add r1, c4, c4
mul r2, r1, r1
mad r3, c7, r2, r1
mov r4, c2
mov r5, r2
