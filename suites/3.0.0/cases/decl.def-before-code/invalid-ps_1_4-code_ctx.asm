// case: decl.def-before-code/invalid/ps_1_4/code_ctx (validate)
// expect: invalid [decl.def-before-code]
// origin: template code {code: mov r0, c0 def c1, 0.5, 1, 0, -2} + 3 random context instructions (seed 1 attempt 1)
ps_1_4
mov r0, c0
def c1, 0.5, 1.0, 0.0, -2.0
mov r0, c0
mul r1, c3, c3
mov r2, c0
add r3, r1, c1
