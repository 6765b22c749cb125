// case: rel.vs1-a0x/invalid/vs_1_1/code-a0y_ctx (validate)
// expect: invalid [rel.vs1-a0x]
// origin: template code {code: a0y} + 5 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov a0.x, v0.x
mov r0, c0[a0.y]
mov oPos, v0
mov r1, c3
mad r2, r1, r1, c6
mul r3, r1, c3
mov r4, c5
mul r5, r2, c5
