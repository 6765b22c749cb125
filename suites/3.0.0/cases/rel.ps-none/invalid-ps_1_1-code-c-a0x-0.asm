// case: rel.ps-none/invalid/ps_1_1/code-c-a0x-0 (validate)
// expect: invalid [rel.ps-none]
// origin: template code {code: c-a0x-0}
ps_1_1
add r0, c0, c[a0.x]
mov r0, c0
