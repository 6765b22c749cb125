// case: ps14.texld-mask/invalid/ps_1_4/code-xyz_ctx (validate)
// expect: invalid [ps14.texld-mask]
// origin: template code {code: xyz} + 4 random context instructions (seed 1 attempt 0)
ps_1_4
texld r1.xyz, t0
mov r0, c0
mad r2, c5, c5, c5
mul r3, c7, c7
add r4, r2, r3
mad r5, c6, r4, r3
