// case: ps14.texld-src-modifier/invalid/ps_1_4/code-neg_ctx (validate)
// expect: invalid [ps14.texld-src-modifier]
// origin: template code {code: neg} + 2 random context instructions (seed 1 attempt 0)
ps_1_4
texld r1, -t0
mov r0, c0
mul r2, c7, c7
add r3, r2, c5
