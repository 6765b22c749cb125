// case: vs3.dcl.position-full/valid/vs_3_sw/code-position1_ctx (validate)
// expect: valid
// case: vs3.dcl.position-full/assemble/vs_3_sw/code-position1_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-code-position1_ctx.bin
// origin: template code {code: position1, decls: dcl_position1 o1} + 4 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
dcl_position1 o1
mov o1, v0
mov o0, v0
mul r0, c2, c2
mul r1, c4, c4
add r2, c1, c1
mov r3, r2
