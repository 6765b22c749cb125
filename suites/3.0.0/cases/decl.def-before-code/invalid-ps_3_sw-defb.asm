// case: decl.def-before-code/invalid/ps_3_sw/defb (validate)
// expect: invalid [decl.def-before-code]
// origin: template code {code: mov r0, c0 defb b0, true}
ps_3_sw
mov r0, c0
defb b0, true
mov oC0, c0
