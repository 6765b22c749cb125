// case: decl.def-before-code/invalid/ps_2_0/code_ctx (validate)
// expect: invalid [decl.def-before-code]
// origin: template code {code: mov r0, c0 def c1, 0.5, 1, 0, -2} + 3 random context instructions (seed 1 attempt 1)
ps_2_0
mov r0, c0
def c1, 0.5, 1.0, 0.0, -2.0
mov oC0, c0
mov r1, c3
add r2, r1, c0
mul r3, r2, c5
