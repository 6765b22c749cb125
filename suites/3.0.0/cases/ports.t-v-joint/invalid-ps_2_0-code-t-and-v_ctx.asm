// case: ports.t-v-joint/invalid/ps_2_0/code-t-and-v_ctx (validate)
// expect: invalid [ports.t-v-joint]
// origin: template code {code: t-and-v, decls: dcl t2 dcl v1} + 5 random context instructions (seed 1 attempt 0)
ps_2_0
dcl t2
dcl v1
mul r0, t2, v1
mov oC0, c0
mul r1, c0, c0
mad r2, c3, r1, c3
add r3, c0, c0
mad r4, r2, r3, c2
mad r5, r3, c1, r3
