// case: ports.t-v-joint/invalid/ps_2_0/code-t-and-v (validate)
// expect: invalid [ports.t-v-joint]
// origin: template code {code: t-and-v, decls: dcl t2 dcl v1}
ps_2_0
dcl t2
dcl v1
mul r0, t2, v1
mov oC0, c0
