// case: decl.vFace-use/valid/ps_3_sw/code-setp (validate)
// expect: valid
// case: decl.vFace-use/assemble/ps_3_sw/code-setp (assemble)
// expect: the tokens of valid-ps_3_sw-code-setp.bin
// origin: template code {code: setp, decls: dcl vFace}
ps_3_sw
dcl vFace
setp_lt p0, vFace, c0.x
(p0) mov r0, c1
mov oC0, c0
