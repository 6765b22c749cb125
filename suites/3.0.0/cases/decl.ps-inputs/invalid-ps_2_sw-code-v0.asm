// case: decl.ps-inputs/invalid/ps_2_sw/code-v0 (validate)
// expect: invalid [decl.ps-inputs]
// origin: template code {code: v0}
ps_2_sw
mov r0, v0
mov oC0, c0
