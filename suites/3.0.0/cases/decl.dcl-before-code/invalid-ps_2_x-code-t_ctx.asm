// case: decl.dcl-before-code/invalid/ps_2_x/code-t_ctx (validate)
// expect: invalid [decl.dcl-before-code]
// origin: template code {code: t} + 2 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
dcl t0
add r0, r1, t0
mov oC0, c0
mul r2, c4, c4
add r3, c5, c5
