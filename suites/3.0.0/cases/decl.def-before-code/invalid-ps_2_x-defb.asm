// case: decl.def-before-code/invalid/ps_2_x/defb (validate)
// expect: invalid [decl.def-before-code]
// origin: template code {code: mov r0, c0 defb b0, true}
ps_2_x
mov r0, c0
defb b0, true
mov oC0, c0
