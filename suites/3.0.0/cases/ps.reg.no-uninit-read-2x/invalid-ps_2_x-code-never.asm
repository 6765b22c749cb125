// case: ps.reg.no-uninit-read-2x/invalid/ps_2_x/code-never (validate)
// expect: invalid [ps.reg.no-uninit-read-2x] (documented level; valid at the native level)
// origin: template code {code: never}
ps_2_x
add r0, r5, c1
mov oC0, c0
