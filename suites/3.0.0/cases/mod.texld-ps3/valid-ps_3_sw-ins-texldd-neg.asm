// case: mod.texld-ps3/valid/ps_3_sw/ins-texldd-neg (validate)
// expect: valid
// case: mod.texld-ps3/assemble/ps_3_sw/ins-texldd-neg (assemble)
// expect: the tokens of valid-ps_3_sw-ins-texldd-neg.bin
// origin: template op {decls: dcl_texcoord0 v0 dcl_2d s0, ins: texldd-neg}
ps_3_sw
dcl_texcoord0 v0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldd r0, -v0, s0, r1, r2
mov oC0, c0
