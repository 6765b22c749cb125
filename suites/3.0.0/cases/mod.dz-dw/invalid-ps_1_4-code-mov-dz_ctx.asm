// case: mod.dz-dw/invalid/ps_1_4/code-mov-dz_ctx (validate)
// expect: invalid [mod.dz-dw]
// origin: template code {code: mov-dz} + 4 random context instructions (seed 1 attempt 0)
ps_1_4
mov r1, c0
mov r0, r1_dz
mov r0, c0
add r2, c2, c2
mad r3, c3, r2, r2
mul r4, c7, r2
mov r5, c3
