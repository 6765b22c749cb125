// case: ports.t-reads/invalid/ps_2_x/code-swizzled (validate)
// expect: invalid [ports.t-reads]
// origin: template code {code: swizzled, decls: dcl t3}
ps_2_x
dcl t3
mad r0, t3.x, c0, t3.y
mov oC0, c0
