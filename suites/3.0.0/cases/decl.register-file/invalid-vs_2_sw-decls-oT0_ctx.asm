// case: decl.register-file/invalid/vs_2_sw/decls-oT0_ctx (validate)
// expect: invalid [decl.register-file]
// origin: template code {code: mov r0, c0, decls: oT0} + 5 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
dcl_texcoord oT0
mov r0, c0
mov oPos, v0
mov r1, c3
mul r2, r1, c4
mul r3, c5, r2
add r4, c1, c1
mul r5, r1, c0
