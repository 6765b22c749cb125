// case: decl.ps-inputs/invalid/ps_3_0/code-v9 (validate)
// expect: invalid [decl.ps-inputs]
// origin: template code {code: v9}
ps_3_0
add r0, v9, c0
mov oC0, c0
