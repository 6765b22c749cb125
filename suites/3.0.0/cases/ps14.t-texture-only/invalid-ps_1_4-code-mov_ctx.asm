// case: ps14.t-texture-only/invalid/ps_1_4/code-mov_ctx (validate)
// expect: invalid [ps14.t-texture-only]
// origin: template code {code: mov} + 4 random context instructions (seed 1 attempt 0)
ps_1_4
mov r0, t0
mov r0, c0
mul r1, c2, c2
mad r2, c4, c4, c4
add r3, r1, c5
mul r4, c3, c3
