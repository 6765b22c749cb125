// case: mod.texld-ps3/invalid/ps_3_0/ins-texld-neg_ctx (validate)
// expect: invalid [mod.texld-ps3]
// origin: template op {decls: dcl_texcoord0 v0 dcl_2d s0, ins: texld-neg} + 2 random context instructions (seed 1 attempt 0)
ps_3_0
dcl_texcoord v0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texld r0, -v0, s0
mov oC0, c0
mul r4, c7, c7
mov r5, c2
