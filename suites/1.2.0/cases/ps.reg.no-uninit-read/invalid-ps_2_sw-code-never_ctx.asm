// case: ps.reg.no-uninit-read/invalid/ps_2_sw/code-never_ctx (validate)
// expect: invalid [ps.reg.no-uninit-read]
// origin: template code {code: never} + 4 random context instructions (seed 1 attempt 0)
ps_2_sw
add r0, r5, c1
mov oC0, c0
mov r1, c7
mov r2, c7
mul r3, r1, c5
mov r4, c6
