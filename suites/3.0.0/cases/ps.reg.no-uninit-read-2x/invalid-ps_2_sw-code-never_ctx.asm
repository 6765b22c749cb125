// case: ps.reg.no-uninit-read-2x/invalid/ps_2_sw/code-never_ctx (validate)
// expect: invalid [ps.reg.no-uninit-read-2x] (documented level; valid at the native level)
// origin: template code {code: never} + 1 random context instructions (seed 1 attempt 0)
ps_2_sw
add r0, r5, c1
mov oC0, c0
mad r1, c2, c2, c2
