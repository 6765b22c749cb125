// case: ps.reg.no-uninit-read/invalid/ps_3_0/code-never_ctx (validate)
// expect: invalid [ps.reg.no-uninit-read]
// origin: template code {code: never} + 2 random context instructions (seed 1 attempt 1)
ps_3_0
add r0, r5, c1
mov oC0, c0
add r1, c6, c6
add r2, c2, r1
