// case: ps.reg.no-uninit-read-2x/invalid/ps_2_x/code-never_ctx (validate)
// expect: invalid [ps.reg.no-uninit-read-2x] (documented level; valid at the native level)
// origin: template code {code: never} + 6 random context instructions (seed 1 attempt 0)
ps_2_x
add r0, r5, c1
mov oC0, c0
add r1, c5, c5
add r2, c7, c7
mad r3, c7, c7, r1
mul r4, c0, c0
add r6, r1, r4
mad r7, c5, c5, r1
