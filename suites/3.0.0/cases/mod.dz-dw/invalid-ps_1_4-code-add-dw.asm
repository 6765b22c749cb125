// case: mod.dz-dw/invalid/ps_1_4/code-add-dw (validate)
// expect: invalid [mod.dz-dw]
// origin: template code {code: add-dw}
ps_1_4
mov r1, c0
add r0, r1_dw, c0
mov r0, c0
