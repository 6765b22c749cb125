// case: vs3.dcl.before-code/invalid/vs_3_sw/code-output_ctx (validate)
// expect: invalid [vs3.dcl.before-code]
// origin: template code {code: output} + 3 random context instructions (seed 1 attempt 1)
vs_3_sw
dcl_position v0
dcl_position o0
mov r0, v0
dcl_texcoord o1
mov o1, r0
mov o0, v0
mul r1, c0, c0
mul r2, r1, c2
mad r3, r2, c2, c2
