// case: decl.dcl-before-code/invalid/ps_2_sw/code-t_ctx (validate)
// expect: invalid [decl.dcl-before-code]
// origin: template code {code: t} + 4 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
dcl t0
add r0, r1, t0
mov oC0, c0
add r2, c3, c3
mad r3, c1, c1, c1
mul r4, r2, r2
mul r5, r3, c7
