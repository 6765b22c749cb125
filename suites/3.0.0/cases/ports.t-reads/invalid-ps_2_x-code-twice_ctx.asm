// case: ports.t-reads/invalid/ps_2_x/code-twice_ctx (validate)
// expect: invalid [ports.t-reads]
// origin: template code {code: twice, decls: dcl t3} + 4 random context instructions (seed 1 attempt 0)
ps_2_x
dcl t3
mul r0, t3, t3
mov oC0, c0
add r1, c2, c2
add r2, r1, c3
mad r3, c3, c3, r1
add r4, r3, c0
