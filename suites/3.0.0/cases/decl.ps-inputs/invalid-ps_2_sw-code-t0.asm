// case: decl.ps-inputs/invalid/ps_2_sw/code-t0 (validate)
// expect: invalid [decl.ps-inputs]
// origin: template code {code: t0}
ps_2_sw
mov r0, t0
mov oC0, c0
