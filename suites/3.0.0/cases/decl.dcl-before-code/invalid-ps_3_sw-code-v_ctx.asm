// case: decl.dcl-before-code/invalid/ps_3_sw/code-v_ctx (validate)
// expect: invalid [decl.dcl-before-code]
// origin: template code {code: v} + 5 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
dcl_texcoord v0
add r0, r1, v0
mov oC0, c0
mov r2, c3
mad r3, r2, c0, r2
mul r4, r3, c3
mul r5, c5, c5
mad r6, c2, c2, c2
