// case: mod.texld-ps3/invalid/ps_3_sw/ins-texld-neg_ctx (validate)
// expect: invalid [mod.texld-ps3]
// origin: template op {decls: dcl_texcoord0 v0 dcl_2d s0, ins: texld-neg} + 5 random context instructions (seed 1 attempt 0)
ps_3_sw
dcl_texcoord v0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texld r0, -v0, s0
mov oC0, c0
mov r4, c5
mov r5, c5
add r6, r5, r4
add r7, r4, c7
mad r8, r4, c3, c3
