// case: ports.t-reads/invalid/ps_2_0/code-twice_ctx (validate)
// expect: invalid [ports.t-reads]
// origin: template code {code: twice, decls: dcl t3} + 6 random context instructions (seed 1 attempt 0)
ps_2_0
dcl t3
mul r0, t3, t3
mov oC0, c0
mul r1, c7, c7
mad r2, r1, r1, r1
mul r3, c7, c7
add r4, r1, r3
mad r5, c1, c1, r1
mad r6, c6, c6, r2
