// case: decl.def-before-code/invalid/ps_3_sw/defi (validate)
// expect: invalid [decl.def-before-code]
// origin: template code {code: mov r0, c0 defi i0, 1, 0, 0, 0}
ps_3_sw
mov r0, c0
defi i0, 1, 0, 0, 0
mov oC0, c0
