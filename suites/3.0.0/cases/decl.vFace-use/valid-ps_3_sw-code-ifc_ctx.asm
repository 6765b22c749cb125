// case: decl.vFace-use/valid/ps_3_sw/code-ifc_ctx (validate)
// expect: valid
// case: decl.vFace-use/assemble/ps_3_sw/code-ifc_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-code-ifc_ctx.bin
// origin: template code {code: ifc, decls: dcl vFace} + 1 random context instructions (seed 1 attempt 0)
ps_3_sw
dcl vFace
mov r0, c0
if_lt vFace, c0.x
    mov r0, c1
endif
mov oC0, c0
mul r1, c7, c7
