// case: ports.t-reads/invalid/ps_2_0/code-twice (validate)
// expect: invalid [ports.t-reads]
// origin: template code {code: twice, decls: dcl t3}
ps_2_0
dcl t3
mul r0, t3, t3
mov oC0, c0
