// case: ps.reg.no-uninit-read/invalid/ps_1_3/code-never_ctx (validate)
// expect: invalid [ps.reg.no-uninit-read]
// origin: template code {code: never} + 4 random context instructions (seed 1 attempt 0)
ps_1_3
add r0, r1, c1
mov r0, c0
nop
nop
nop
nop
