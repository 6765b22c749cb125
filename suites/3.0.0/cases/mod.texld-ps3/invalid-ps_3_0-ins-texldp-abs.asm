// case: mod.texld-ps3/invalid/ps_3_0/ins-texldp-abs (validate)
// expect: invalid [mod.texld-ps3]
// origin: template op {decls: dcl_texcoord0 v0 dcl_2d s0, ins: texldp-abs}
ps_3_0
dcl_texcoord0 v0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldp r0, v0_abs, s0
mov oC0, c0
