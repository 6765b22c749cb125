// case: ps.reg.no-uninit-read-2x/invalid/ps_3_0/code-never_ctx (validate)
// expect: invalid [ps.reg.no-uninit-read-2x] (documented level; valid at the native level)
// origin: template code {code: never} + 2 random context instructions (seed 1 attempt 0)
ps_3_0
add r0, r5, c1
mov oC0, c0
mul r1, c4, c4
mov r2, r1
