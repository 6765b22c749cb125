// case: ports.t-v-joint/invalid/ps_2_x/code-t-and-v_ctx (validate)
// expect: invalid [ports.t-v-joint]
// origin: template code {code: t-and-v, decls: dcl t2 dcl v1} + 5 random context instructions (seed 1 attempt 0)
ps_2_x
dcl t2
dcl v1
mul r0, t2, v1
mov oC0, c0
mul r1, c5, c5
mul r2, c4, r1
mul r3, r1, c5
mad r4, c6, r1, c6
add r5, c7, r3
