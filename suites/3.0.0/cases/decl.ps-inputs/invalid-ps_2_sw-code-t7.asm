// case: decl.ps-inputs/invalid/ps_2_sw/code-t7 (validate)
// expect: invalid [decl.ps-inputs]
// origin: template code {code: t7}
ps_2_sw
mov r0, t7
mov oC0, c0
