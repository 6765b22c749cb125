// case: op.form-in-profile/valid/ps_3_sw/ps3_ins-texld (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_3_sw/ps3_ins-texld (assemble)
// expect: the tokens of valid-ps_3_sw-ps3_ins-texld.bin
// origin: template op {decls: dcl_texcoord0 v0 dcl_2d s0, ins: texld}
ps_3_sw
dcl_texcoord0 v0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texld r0, v0, s0
mov oC0, c0
