// case: decl.ps-inputs/invalid/ps_3_0/code-v0 (validate)
// expect: invalid [decl.ps-inputs]
// origin: template code {code: v0}
ps_3_0
mov r0, v0
mov oC0, c0
