// case: ps.reg.no-uninit-read/invalid/ps_2_sw/code-never (validate)
// expect: invalid [ps.reg.no-uninit-read]
// origin: template code {code: never}
ps_2_sw
add r0, r5, c1
mov oC0, c0
