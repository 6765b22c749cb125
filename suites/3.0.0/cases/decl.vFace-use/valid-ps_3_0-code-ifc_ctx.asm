// case: decl.vFace-use/valid/ps_3_0/code-ifc_ctx (validate)
// expect: valid
// case: decl.vFace-use/assemble/ps_3_0/code-ifc_ctx (assemble)
// expect: the tokens of valid-ps_3_0-code-ifc_ctx.bin
// origin: template code {code: ifc, decls: dcl vFace} + 3 random context instructions (seed 1 attempt 1)
ps_3_0
dcl vFace
mov r0, c0
if_lt vFace, c0.x
    mov r0, c1
endif
mov oC0, c0
mov r1, c3
add r2, r1, r1
mul r3, r2, c4
