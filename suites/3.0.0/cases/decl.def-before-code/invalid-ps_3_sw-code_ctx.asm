// case: decl.def-before-code/invalid/ps_3_sw/code_ctx (validate)
// expect: invalid [decl.def-before-code]
// origin: template code {code: mov r0, c0 def c1, 0.5, 1, 0, -2} + 2 random context instructions (seed 1 attempt 1)
ps_3_sw
mov r0, c0
def c1, 0.5, 1.0, 0.0, -2.0
mov oC0, c0
mul r1, c6, c6
mad r2, c6, c6, r1
