// case: decl.dcl-before-code/invalid/ps_2_0/code-t_ctx (validate)
// expect: invalid [decl.dcl-before-code]
// origin: template code {code: t} + 1 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
dcl t0
add r0, r1, t0
mov oC0, c0
mul r2, c3, c3
