// case: decl.def-before-code/invalid/ps_2_x/code (validate)
// expect: invalid [decl.def-before-code]
// origin: template code {code: mov r0, c0 def c1, 0.5, 1, 0, -2}
ps_2_x
mov r0, c0
def c1, 0.5, 1, 0, -2
mov oC0, c0
