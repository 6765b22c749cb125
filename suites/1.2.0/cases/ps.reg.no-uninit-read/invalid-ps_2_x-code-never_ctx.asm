// case: ps.reg.no-uninit-read/invalid/ps_2_x/code-never_ctx (validate)
// expect: invalid [ps.reg.no-uninit-read]
// origin: template code {code: never} + 4 random context instructions (seed 1 attempt 0)
ps_2_x
add r0, r5, c1
mov oC0, c0
mad r1, c5, c5, c5
mad r2, c4, r1, r1
add r3, r2, c4
mul r4, c5, r1
