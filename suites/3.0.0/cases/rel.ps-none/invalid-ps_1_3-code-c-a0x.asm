// case: rel.ps-none/invalid/ps_1_3/code-c-a0x (validate)
// expect: invalid [rel.ps-none]
// origin: template code {code: c-a0x}
ps_1_3
mov r0, c[a0.x + 1]
mov r0, c0
