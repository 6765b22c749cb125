// case: ps.reg.no-uninit-read-2x/invalid/ps_3_sw/code-never_ctx (validate)
// expect: invalid [ps.reg.no-uninit-read-2x] (documented level; valid at the native level)
// origin: template code {code: never} + 3 random context instructions (seed 1 attempt 0)
ps_3_sw
add r0, r5, c1
mov oC0, c0
mad r1, c5, c5, c5
add r2, c4, r1
add r3, r2, r2
