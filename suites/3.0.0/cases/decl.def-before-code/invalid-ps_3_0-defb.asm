// case: decl.def-before-code/invalid/ps_3_0/defb (validate)
// expect: invalid [decl.def-before-code]
// origin: template code {code: mov r0, c0 defb b0, true}
ps_3_0
mov r0, c0
defb b0, true
mov oC0, c0
