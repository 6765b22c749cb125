// case: ps.reg.no-uninit-read/invalid/ps_2_0/code-partial (validate)
// expect: invalid [ps.reg.no-uninit-read]
// origin: template code {code: partial}
ps_2_0
mov r5.x, c0
add r0, r5, c1
mov oC0, c0
