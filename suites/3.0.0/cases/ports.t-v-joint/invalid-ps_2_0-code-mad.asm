// case: ports.t-v-joint/invalid/ps_2_0/code-mad (validate)
// expect: invalid [ports.t-v-joint]
// origin: template code {code: mad, decls: dcl t2 dcl v1}
ps_2_0
dcl t2
dcl v1
mad r0, t2, c0, v1
mov oC0, c0
