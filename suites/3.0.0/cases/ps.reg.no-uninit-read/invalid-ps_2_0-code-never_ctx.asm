// case: ps.reg.no-uninit-read/invalid/ps_2_0/code-never_ctx (validate)
// expect: invalid [ps.reg.no-uninit-read]
// origin: template code {code: never} + 6 random context instructions (seed 1 attempt 0)
ps_2_0
add r0, r5, c1
mov oC0, c0
add r1, c0, c0
mad r2, r1, c0, r1
mad r3, r1, r2, r2
mov r4, r1
mov r6, r1
mul r7, r2, r2
