// case: decl.register-file/valid/ps_2_sw/code (validate)
// expect: valid
// case: decl.register-file/assemble/ps_2_sw/code (assemble)
// expect: the tokens of valid-ps_2_sw-code.bin
// origin: template code {code: texld r1, t0, s0 add r0, r1, v0, decls: dcl t0 dcl v0 dcl_2d s0}
ps_2_sw
dcl t0
dcl v0
dcl_2d s0
texld r1, t0, s0
add r0, r1, v0
mov oC0, c0
