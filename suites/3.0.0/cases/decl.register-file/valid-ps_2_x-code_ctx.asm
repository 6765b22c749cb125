// case: decl.register-file/valid/ps_2_x/code_ctx (validate)
// expect: valid
// case: decl.register-file/assemble/ps_2_x/code_ctx (assemble)
// expect: the tokens of valid-ps_2_x-code_ctx.bin
// origin: template code {code: texld r1, t0, s0 add r0, r1, v0, decls: dcl t0 dcl v0 dcl_2d s0} + 5 random context instructions (seed 1 attempt 0)
ps_2_x
dcl t0
dcl v0
dcl_2d s0
texld r1, t0, s0
add r0, r1, v0
mov oC0, c0
mul r2, c7, c7
mad r3, c5, c5, r2
mul r4, r3, c1
mul r5, c3, c3
mov r6, r3
