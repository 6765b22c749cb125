// case: decl.ps-inputs/valid/ps_3_sw/vPos-vFace (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_sw/vPos-vFace (assemble)
// expect: the tokens of valid-ps_3_sw-vPos-vFace.bin
// origin: template code {code: mov r1, vPos.xyxy if_lt vFace, c0.x mov r1, c1 endif mov r0, r1, decls: dcl vPos.xy dcl vFace}
ps_3_sw
dcl vPos.xy
dcl vFace
mov r1, vPos.xyxy
if_lt vFace, c0.x
mov r1, c1
endif
mov r0, r1
mov oC0, c0
