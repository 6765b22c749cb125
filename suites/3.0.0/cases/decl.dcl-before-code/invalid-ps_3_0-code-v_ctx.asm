// case: decl.dcl-before-code/invalid/ps_3_0/code-v_ctx (validate)
// expect: invalid [decl.dcl-before-code]
// origin: template code {code: v} + 2 random context instructions (seed 1 attempt 1)
ps_3_0
mov r1, c0
dcl_texcoord v0
add r0, r1, v0
mov oC0, c0
mul r2, c3, c3
mad r3, r2, c1, r2
