// case: ps.reg.no-uninit-read/invalid/ps_1_1/code-partial (validate)
// expect: invalid [ps.reg.no-uninit-read]
// origin: template code {code: partial}
ps_1_1
mov r1.w, c0
add r0, r1, c1
mov r0, c0
