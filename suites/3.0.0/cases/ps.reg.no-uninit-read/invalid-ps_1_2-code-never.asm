// case: ps.reg.no-uninit-read/invalid/ps_1_2/code-never (validate)
// expect: invalid [ps.reg.no-uninit-read]
// origin: template code {code: never}
ps_1_2
add r0, r1, c1
mov r0, c0
