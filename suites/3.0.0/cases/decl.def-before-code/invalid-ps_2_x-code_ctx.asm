// case: decl.def-before-code/invalid/ps_2_x/code_ctx (validate)
// expect: invalid [decl.def-before-code]
// origin: template code {code: mov r0, c0 def c1, 0.5, 1, 0, -2} + 4 random context instructions (seed 1 attempt 0)
ps_2_x
mov r0, c0
def c1, 0.5, 1.0, 0.0, -2.0
mov oC0, c0
mul r1, c6, c6
mov r2, r1
mov r3, c5
mad r4, c7, c7, r2
