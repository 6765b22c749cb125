// case: decl.def-before-code/invalid/ps_2_sw/code_ctx (validate)
// expect: invalid [decl.def-before-code]
// origin: template code {code: mov r0, c0 def c1, 0.5, 1, 0, -2} + 6 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r0, c0
def c1, 0.5, 1.0, 0.0, -2.0
mov oC0, c0
add r1, c4, c4
mul r2, c2, r1
mad r3, c4, r1, r1
mov r4, r3
add r5, r3, r3
mul r6, r1, r2
