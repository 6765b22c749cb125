// case: decl.vFace-use/valid/ps_3_sw/code-breakc (validate)
// expect: valid
// case: decl.vFace-use/assemble/ps_3_sw/code-breakc (assemble)
// expect: the tokens of valid-ps_3_sw-code-breakc.bin
// origin: template code {code: breakc, decls: dcl vFace}
ps_3_sw
dcl vFace
mov r0, c0
rep i0
break_gt vFace, c0.x
mov r0, c1
endrep
mov oC0, c0
