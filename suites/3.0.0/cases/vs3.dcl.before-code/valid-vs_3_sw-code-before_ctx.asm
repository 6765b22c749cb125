// case: vs3.dcl.before-code/valid/vs_3_sw/code-before_ctx (validate)
// expect: valid
// case: vs3.dcl.before-code/assemble/vs_3_sw/code-before_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-code-before_ctx.bin
// origin: template code {code: before, decls: dcl_texcoord0 o1} + 3 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord o1
mov o1, v0
mov o0, v0
add r0, c5, c5
mov r1, r0
add r2, r1, c6
