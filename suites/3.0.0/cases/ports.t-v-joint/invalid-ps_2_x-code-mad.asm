// case: ports.t-v-joint/invalid/ps_2_x/code-mad (validate)
// expect: invalid [ports.t-v-joint]
// origin: template code {code: mad, decls: dcl t2 dcl v1}
ps_2_x
dcl t2
dcl v1
mad r0, t2, c0, v1
mov oC0, c0
