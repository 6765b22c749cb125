// case: decl.register-file/valid/ps_3_0/code (validate)
// expect: valid
// case: decl.register-file/assemble/ps_3_0/code (assemble)
// expect: the tokens of valid-ps_3_0-code.bin
// origin: template code {code: texld r1, v0, s0 add r0.xy, r1, vPos, decls: dcl_texcoord0 v0 dcl vPos.xy dcl_2d s0}
ps_3_0
dcl_texcoord0 v0
dcl vPos.xy
dcl_2d s0
texld r1, v0, s0
add r0.xy, r1, vPos
mov oC0, c0
