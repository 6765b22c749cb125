// case: mod.dz-dw/invalid/ps_1_4/code-mov-dz (validate)
// expect: invalid [mod.dz-dw]
// origin: template code {code: mov-dz}
ps_1_4
mov r1, c0
mov r0, r1_dz
mov r0, c0
