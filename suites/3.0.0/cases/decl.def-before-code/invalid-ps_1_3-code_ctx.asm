// case: decl.def-before-code/invalid/ps_1_3/code_ctx (validate)
// expect: invalid [decl.def-before-code]
// origin: template code {code: mov r0, c0 def c1, 0.5, 1, 0, -2} + 1 random context instructions (seed 1 attempt 0)
ps_1_3
mov r0, c0
def c1, 0.5, 1.0, 0.0, -2.0
mov r0, c0
mad r1, c0, c0, c0
