// case: ps.reg.no-uninit-read-2x/invalid/ps_2_x/code-swizzle (validate)
// expect: invalid [ps.reg.no-uninit-read-2x] (documented level; valid at the native level)
// origin: template code {code: swizzle}
ps_2_x
mov r5.x, c0
mov r0, r5.y
mov oC0, c0
