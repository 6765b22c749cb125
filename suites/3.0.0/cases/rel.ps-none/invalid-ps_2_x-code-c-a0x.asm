// case: rel.ps-none/invalid/ps_2_x/code-c-a0x (validate)
// expect: invalid [rel.ps-none]
// origin: template code {code: c-a0x}
ps_2_x
mov r0, c[a0.x + 1]
mov oC0, c0
