// case: ps.reg.no-uninit-read/invalid/ps_2_0/code-swizzle (validate)
// expect: invalid [ps.reg.no-uninit-read]
// origin: template code {code: swizzle}
ps_2_0
mov r5.x, c0
mov r0, r5.y
mov oC0, c0
