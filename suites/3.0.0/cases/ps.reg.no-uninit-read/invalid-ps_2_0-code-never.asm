// case: ps.reg.no-uninit-read/invalid/ps_2_0/code-never (validate)
// expect: invalid [ps.reg.no-uninit-read]
// origin: template code {code: never}
ps_2_0
add r0, r5, c1
mov oC0, c0
