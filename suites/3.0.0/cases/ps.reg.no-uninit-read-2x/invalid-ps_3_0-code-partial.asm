// case: ps.reg.no-uninit-read-2x/invalid/ps_3_0/code-partial (validate)
// expect: invalid [ps.reg.no-uninit-read-2x] (documented level; valid at the native level)
// origin: template code {code: partial}
ps_3_0
mov r5.x, c0
add r0, r5, c1
mov oC0, c0
